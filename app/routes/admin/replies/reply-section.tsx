import { Form, useNavigation } from 'react-router';
import type { ReplyFormData } from '../../../../server/replies/reply-form';
import type { LeadActionData, LeadDetail } from '../leads/lead-data';
import { fieldClass, leadFieldId } from '../leads/lead-field-form';
import { ReplyNotice } from './reply-notice';
import { TemplatePicker } from './template-picker';

const SUBJECT = 'replySubject';
const BODY = 'replyBody';

/**
 * Reply to the visitor from the lead's page: a template to start from, the subject and text,
 * and Send. Posted as a plain form (no script needed); it goes through the outbox, from the
 * company with the office mailbox as Reply-To, threaded under the office's notification.
 */
export function ReplySection({
  lead,
  reply,
  actionData,
}: {
  lead: LeadDetail;
  reply: ReplyFormData;
  actionData?: LeadActionData;
}) {
  const navigation = useNavigation();
  const isSending = navigation.formData?.get('intent') === 'reply';
  const refusal =
    actionData && !actionData.ok && actionData.intent === 'reply' ? actionData : undefined;
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  // A sent reply or another template starts a fresh form; a refusal keeps what was typed.
  const replies = lead.events.filter((event) => event.kind === 'reply').length;
  return (
    <section
      id="reply"
      aria-labelledby="reply-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="reply-title" className="text-h3 text-fg">
        {`Reply to ${lead.name}`}
      </h2>
      <ReplyNotice name={lead.name} />
      {!reply.isMailOn ? (
        <p className="text-fg-muted">
          Mail is off on this server (SMTP_URL and NOTIFY_TO are not set): reply from your own mail
          to <span className="break-all">{reply.to}</span>.
        </p>
      ) : (
        <>
          <TemplatePicker reply={reply} />
          <Form
            key={`${reply.templateId ?? 'none'}-${replies}`}
            method="post"
            preventScrollReset
            className="flex flex-col gap-3"
          >
            <input type="hidden" name="intent" value="reply" />
            {reply.templateId && <input type="hidden" name="templateId" value={reply.templateId} />}
            <p className="text-sm text-fg">
              <span className="font-semibold">To:</span>{' '}
              <span className="break-all">
                {lead.name} &lt;{reply.to}&gt;
              </span>
            </p>
            <ReplyField name={SUBJECT} label="Subject" error={errorOf(SUBJECT)}>
              {(control) => (
                <input
                  {...control}
                  defaultValue={refusal?.reply?.subject ?? reply.subject}
                  maxLength={200}
                  className={fieldClass}
                />
              )}
            </ReplyField>
            <ReplyField name={BODY} label="Reply" error={errorOf(BODY)}>
              {(control) => (
                <textarea
                  {...control}
                  defaultValue={refusal?.reply?.body ?? reply.body}
                  rows={8}
                  maxLength={10_000}
                  className={fieldClass}
                />
              )}
            </ReplyField>
            {refusal && !refusal.field && (
              <p className="text-sm font-medium text-accent-text">{refusal.message}</p>
            )}
            <div>
              <button
                type="submit"
                disabled={isSending}
                className="inline-flex min-h-11 items-center rounded-md bg-fg px-5 text-sm font-semibold text-bg hover:opacity-90 disabled:opacity-70"
              >
                {isSending ? 'Sending…' : 'Send reply'}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

/** A labelled control of the reply form with its refusal, as the lead page's fields have. */
function ReplyField({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (control: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  const id = leadFieldId(name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
          {error}
        </p>
      )}
    </div>
  );
}
