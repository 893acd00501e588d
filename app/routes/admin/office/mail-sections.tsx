// The Mail screen's other sections: the server set by the environment, the test mail and the
// site's address (the mail server's own form is mail-form.tsx).
import { useId } from 'react';
import { Form } from 'react-router';
import { fieldControlClass } from '../../../components/form/form-field';
import { KitButton } from '../kit';

import { box, hint, labelClass, legend, type MailView } from './mail-form';

/** The mail server read from the environment: shown, not editable. */
export function EnvMailServer({ view }: { view: MailView }) {
  return (
    <section aria-labelledby="mail-server" className={box}>
      <h2 id="mail-server" className={legend}>
        Outgoing mail server
      </h2>
      <p className="text-fg">
        The mail server comes from this server’s settings (SMTP_URL and NOTIFY_TO):{' '}
        <strong>{view.envServer}</strong>. It can be changed there only, so this screen shows it and
        can test it.
      </p>
    </section>
  );
}

/** "Send a test mail" to the signed-in person, through the saved server. */
export function TestMailForm({ to, isOn }: { to: string; isOn: boolean }) {
  return (
    <Form method="post" className={box} aria-labelledby="mail-test">
      <input type="hidden" name="intent" value="test" />
      <h2 id="mail-test" className={legend}>
        Send a test mail
      </h2>
      <p className={hint}>
        {isOn
          ? `A short mail to you (${to}) through the saved server; its answer shows above.`
          : 'Save a mail server first; then a test mail tells you whether it works.'}
      </p>
      <div>
        <KitButton type="submit" disabled={!isOn}>
          Send a test mail
        </KitButton>
      </div>
    </Form>
  );
}

/** The site's address: where every link in a mail points. */
export function SiteAddressForm({ view, errorField }: { view: MailView; errorField?: string }) {
  const id = useId();
  const fromEnv = view.isAddressSet && !view.siteAddress;
  return (
    <Form method="post" className={box} aria-labelledby="site-address">
      <input type="hidden" name="intent" value="save-address" />
      <h2 id="site-address" className={legend}>
        The site’s address
      </h2>
      {fromEnv ? (
        <p className="text-fg">
          Links in mails start with <strong>{view.publicUrl}</strong>, from this server’s settings
          (PUBLIC_URL).
        </p>
      ) : (
        <>
          <label htmlFor={id} className={labelClass}>
            Address
          </label>
          <p id={`${id}-hint`} className={hint}>
            Where people reach this site, such as https://www.example.com. Links in invitations,
            password resets and new-lead mails start with it.
            {view.isAddressSet ? '' : ` Until it is set they start with ${view.publicUrl}.`}
          </p>
          <input
            id={id}
            name="siteAddress"
            type="url"
            inputMode="url"
            defaultValue={view.siteAddress}
            autoComplete="url"
            aria-describedby={`${id}-hint`}
            aria-invalid={errorField === 'siteAddress' || undefined}
            className={fieldControlClass}
          />
          <div>
            <KitButton type="submit" tone="primary">
              Save the address
            </KitButton>
          </div>
        </>
      )}
    </Form>
  );
}
