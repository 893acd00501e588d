import { useId } from 'react';
import { Form } from 'react-router';
import type { DeletedCounts } from '../../../../server/privacy/delete-submissions';
import type { Retention } from '../../../../server/privacy/retention-setting';
import type { ErasePreview } from '../../../../server/privacy/service';
import { Button } from '../../../components/button';
import { buttonClass } from '../../../components/button-styles';
import { fieldControlClass } from '../../../components/form/form-field';
import { Notice } from '../admin-shell';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A labelled whole-number field with its hint. */
function NumberField(props: {
  label: string;
  name: string;
  hint: string;
  defaultValue: number | null;
  max: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {props.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {props.hint}
      </p>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={1}
        max={props.max}
        step={1}
        required={props.required ?? true}
        defaultValue={props.defaultValue ?? ''}
        aria-describedby={`${id}-hint`}
        className={`${fieldControlClass} max-w-40`}
      />
    </div>
  );
}

/** The retention setting: how long each kind of personal data is kept. */
export function RetentionSection({ retention, error }: { retention: Retention; error?: string }) {
  return (
    <section aria-labelledby="retention-title" className="flex max-w-2xl flex-col gap-4">
      <h2 id="retention-title" className="text-h3 text-fg">
        How long data is kept
      </h2>
      <p className="text-fg-muted">
        Checked once a day. Spam is deleted after 30 days, and a newsletter sign-up that was never
        confirmed after 30 days, whatever is set here.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <Form method="post" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="retention" />
        <NumberField
          label="Leads (months)"
          name="leadMonths"
          hint="Quote requests and messages with their notes, replies and files, counted from the last change."
          defaultValue={retention.leadMonths}
          max={120}
        />
        <NumberField
          label="Comments (months)"
          name="commentMonths"
          hint="Leave empty to keep comments while their post is on the site."
          defaultValue={retention.commentMonths}
          max={120}
          required={false}
        />
        <NumberField
          label="Unsubscribed addresses (days)"
          name="unsubscribedDays"
          hint="How long an address that left the newsletter is kept."
          defaultValue={retention.unsubscribedDays}
          max={3650}
        />
        <Button type="submit" className="self-start">
          Save retention
        </Button>
      </Form>
    </section>
  );
}

/**
 * One person's data: the address goes in the body of a POST, never in a URL. Download posts
 * to the export (a file comes back, the page stays); Erase first shows what would go.
 */
export function PersonSection({ error, email }: { error?: string; email?: string }) {
  const id = useId();
  return (
    <section aria-labelledby="person-title" className="flex max-w-2xl flex-col gap-4">
      <h2 id="person-title" className="text-h3 text-fg">
        One person’s data
      </h2>
      <p className="text-fg-muted">
        Everything sent with one email address: quote requests, messages and their files, notes,
        replies and changes, comments, the newsletter entry and mail.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <form method="post" className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-fg">
            Their email address
          </label>
          <input
            id={id}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            className={fieldControlClass}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" formAction="/admin/privacy/export">
            Download their data
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline">
            Erase…
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The confirmation step: what an erasure would delete, and the one button that does it. */
export function EraseConfirm({ email, preview }: { email: string; preview: ErasePreview }) {
  const total = preview.leads + preview.comments + preview.subscriber + preview.mail;
  return (
    <section
      aria-labelledby="erase-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-accent-text bg-surface p-5"
    >
      <h2 id="erase-title" className="text-h3 text-fg">
        Erase everything about <span className="wrap-anywhere">{email}</span>?
      </h2>
      {total === 0 ? (
        <p className="text-fg">Nothing is stored about this address.</p>
      ) : (
        <p className="text-fg">
          {`${plural(preview.leads, 'lead', 'leads')}, ${plural(preview.comments, 'comment', 'comments')}, ${plural(preview.files, 'file', 'files')}, ${plural(preview.subscriber, 'newsletter entry', 'newsletter entries')} and ${plural(preview.mail, 'other mail', 'other mails')} will be deleted, with their notes and replies. This cannot be undone.`}
        </p>
      )}
      <p className="text-sm text-fg-muted">
        The audit log names this address as <span className="font-mono">{preview.ref}</span>.
      </p>
      <div className="flex flex-wrap gap-3">
        {total > 0 && (
          <form method="post">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={email} />
            <Button type="submit">Erase everything</Button>
          </form>
        )}
        <a href="/admin/privacy" className={buttonClass('outline')}>
          Cancel
        </a>
      </div>
    </section>
  );
}

/** What an erasure deleted, and the reference the audit log names it by. */
export function ErasedNotice({ erased }: { erased: DeletedCounts & { ref: string } }) {
  return (
    <Notice>
      {`Erased: ${plural(erased.submissions, 'submission', 'submissions')}, ${plural(erased.lead_files, 'file', 'files')}, ${plural(erased.lead_events, 'note or change', 'notes and changes')}, ${plural(erased.subscribers, 'newsletter entry', 'newsletter entries')} and ${plural(erased.outbox, 'mail', 'mails')}. The audit log names it as address ${erased.ref}.`}
    </Notice>
  );
}
