import { Form } from 'react-router';
import type { DeletedCounts } from '../../../../server/privacy/delete-submissions';
import type { Retention } from '../../../../server/privacy/retention-setting';
import type { ErasePreview } from '../../../../server/privacy/service';
import { ConfirmDialog, Field, KitButton, Notice, Panel } from '../kit';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A whole-number field with its hint. */
function NumberField(props: {
  label: string;
  name: string;
  hint: string;
  defaultValue: number | null;
  max: number;
  required?: boolean;
}) {
  return (
    <Field
      label={props.label}
      name={props.name}
      hint={props.hint}
      required={props.required ?? true}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          step={1}
          defaultValue={props.defaultValue ?? ''}
          className={`${control.className} max-w-40`}
        />
      )}
    </Field>
  );
}

/** The retention setting: how long each kind of personal data is kept. */
export function RetentionSection({ retention, error }: { retention: Retention; error?: string }) {
  return (
    <Panel
      id="retention-title"
      title="How long data is kept"
      wide={false}
      intro="Checked once a day. Spam is deleted after 30 days, and a newsletter sign-up that was never confirmed after 30 days, whatever is set here."
    >
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
        <KitButton type="submit" tone="primary" className="self-start">
          Save retention
        </KitButton>
      </Form>
    </Panel>
  );
}

/**
 * One person's data: the address goes in the body of a POST, never in a URL. Download posts
 * to the export (a file comes back, the page stays); Erase first shows what would go.
 */
export function PersonSection({ error, email }: { error?: string; email?: string }) {
  return (
    <Panel
      id="person-title"
      title="One person’s data"
      wide={false}
      intro="Everything sent with one email address: quote requests, messages and their files, notes, replies and changes, comments, the newsletter entry and mail."
    >
      <form method="post" className="flex flex-col gap-4">
        <Field
          label="Their email address"
          name="email"
          error={error}
          input={{ type: 'email', autoComplete: 'off', defaultValue: email }}
        />
        <div className="flex flex-wrap gap-3">
          <KitButton type="submit" tone="primary" formAction="/admin/privacy/export">
            Download their data
          </KitButton>
          <KitButton type="submit" name="intent" value="preview" tone="destructive">
            Erase…
          </KitButton>
        </div>
      </form>
    </Panel>
  );
}

/**
 * The confirmation before an erasure (the kit's dialog, open on the page the preview answers
 * with): what would be deleted, and the one button that does it. Nothing stored: a notice.
 */
export function EraseConfirm({ email, preview }: { email: string; preview: ErasePreview }) {
  const total = preview.leads + preview.comments + preview.subscriber + preview.mail;
  if (total === 0) {
    return <Notice tone="info">Nothing is stored about {email}.</Notice>;
  }
  return (
    <ConfirmDialog
      id="erase-confirm"
      isOpen
      title={`Erase everything about ${email}?`}
      consequence={
        <>
          {`${plural(preview.leads, 'lead', 'leads')}, ${plural(preview.comments, 'comment', 'comments')}, ${plural(preview.files, 'file', 'files')}, ${plural(preview.subscriber, 'newsletter entry', 'newsletter entries')} and ${plural(preview.mail, 'other mail', 'other mails')} will be deleted, with their notes and replies. This cannot be undone. `}
          The audit log names this address as <span className="font-mono">{preview.ref}</span>.
        </>
      }
      confirm="Erase everything"
      action="/admin/privacy"
    >
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
    </ConfirmDialog>
  );
}

/** What an erasure deleted, and the reference the audit log names it by. */
export function ErasedNotice({ erased }: { erased: DeletedCounts & { ref: string } }) {
  return (
    <Notice tone="success">
      {`Erased: ${plural(erased.submissions, 'submission', 'submissions')}, ${plural(erased.lead_files, 'file', 'files')}, ${plural(erased.lead_events, 'note or change', 'notes and changes')}, ${plural(erased.subscribers, 'newsletter entry', 'newsletter entries')} and ${plural(erased.outbox, 'mail', 'mails')}. The audit log names it as address ${erased.ref}.`}
    </Notice>
  );
}
