import { Form } from 'react-router';
import type { OfficeSettings } from '../../../../server/leads/office-settings';
import { fieldControlClass } from '../../../components/form/form-field';
import { QUOTE_FIELD_LABELS, QUOTE_SWITCHABLE } from '../../../forms/quote-fields';
import type { PrivacyStatus } from '../../../server/privacy-notice.server';
import { KitButton } from '../kit';

const box = 'flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card';
const legend = 'text-h3 font-bold text-fg';
const hint = 'text-sm text-fg-muted';
const check = 'size-5 shrink-0 accent-[var(--color-accent)]';

/** The office settings form: one plain post, no script needed. */
export function OfficeForm({
  settings,
  zones,
  isMailOn,
  privacy,
  errorField,
}: {
  settings: OfficeSettings;
  zones: readonly string[];
  isMailOn: boolean;
  privacy: PrivacyStatus;
  errorField?: string;
}) {
  return (
    <>
      <Form method="post" className="flex max-w-3xl flex-col gap-6">
        <input type="hidden" name="intent" value="save" />
        <fieldset className={box}>
          <legend className={`${legend} float-left w-full`}>Time zone</legend>
          <label htmlFor="office-zone" className="text-sm font-semibold text-fg">
            The company’s time zone
          </label>
          <p id="office-zone-hint" className={hint}>
            Times in the inbox and in mails, “today”, business days and the answer time a visitor is
            promised are counted on this clock.
          </p>
          <select
            id="office-zone"
            name="timeZone"
            defaultValue={settings.timeZone}
            aria-describedby="office-zone-hint"
            aria-invalid={errorField === 'timeZone' || undefined}
            className={fieldControlClass}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </fieldset>
        <fieldset className={box} aria-describedby="office-required-hint">
          <legend className={`${legend} float-left w-full`}>Required on the quote form</legend>
          <p id="office-required-hint" className={hint}>
            First name and email address are always required; last name never is. A homeowner has no
            company or website: untick what people may leave empty. What they type is still checked.
          </p>
          <ul className="flex flex-col gap-3">
            {QUOTE_SWITCHABLE.map((name) => (
              <li key={name}>
                <label className="inline-flex min-h-11 items-center gap-3 text-fg">
                  <input
                    type="checkbox"
                    name="required"
                    value={name}
                    defaultChecked={settings.requiredQuoteFields.includes(name)}
                    className={check}
                  />
                  {QUOTE_FIELD_LABELS[name]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className={box} aria-describedby="office-ack-hint">
          <legend className={`${legend} float-left w-full`}>Copy to the visitor</legend>
          <label className="inline-flex min-h-11 items-center gap-3 text-fg">
            <input
              type="checkbox"
              name="acknowledge"
              defaultChecked={settings.acknowledge}
              className={check}
            />
            Mail each visitor a copy of their quote request or message
          </label>
          <p id="office-ack-hint" className={hint}>
            With their reference, when you answer and what happens next; from the company, and a
            reply comes to the office mailbox. Nothing goes to what is in Spam.
            {isMailOn ? '' : ' Mail is off, so nothing is sent until a mail server is set in Mail.'}
          </p>
        </fieldset>
        <div>
          <KitButton type="submit" tone="primary">
            Save settings
          </KitButton>
        </div>
      </Form>
      <section aria-labelledby="office-privacy" className={`${box} max-w-3xl`}>
        <h2 id="office-privacy" className={legend}>
          Privacy notice
        </h2>
        <p className="text-fg">
          {privacy.published
            ? 'Published at /privacy; the footer’s Privacy policy link points to it.'
            : 'Not published yet: the footer’s Privacy policy link points to the contact page until it is.'}
        </p>
        <p>
          <a
            href={privacy.editPath ?? '/admin/content/settings'}
            className="font-semibold text-link underline underline-offset-4"
          >
            Edit the privacy notice
          </a>
        </p>
      </section>
    </>
  );
}
