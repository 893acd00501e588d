import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ReplyDraftOffer, ReplyFormData } from '../../../../server/replies/reply-form';
import { DraftOffer } from '../drafts/draft-offer';
import { DraftStatus } from '../drafts/draft-status';
import { LeavePrompt } from '../drafts/leave-prompt';
import { stableJson } from '../drafts/stable-json';
import { useAutosave } from '../drafts/use-autosave';
import { type Leaves, useLeaveGuard } from '../drafts/use-leave-guard';
import type { LeadActionData, LeadDetail } from '../leads/lead-data';
import { fieldClass } from '../leads/lead-field-form';
import { MailOffWhere } from '../office/mail-off-where';
import { ReplyField } from './reply-field';
import { ReplyNotice } from './reply-notice';
import { TemplatePicker } from './template-picker';

const SUBJECT = 'replySubject';
const BODY = 'replyBody';

/** Another screen, or another template (it replaces the text): both leave what is typed. */
const leavesReply: Leaves = (current, next) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('template') !==
    new URLSearchParams(next.search).get('template');

/** A reply as it is kept and compared. */
const replyDraft = (typed: { subject: string; body: string }, templateId: number | null) =>
  stableJson({ subject: typed.subject, body: typed.body, ...(templateId ? { templateId } : {}) });

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
          Mail is off: reply from your own mail to <span className="break-all">{reply.to}</span>.
          <MailOffWhere />
        </p>
      ) : (
        <>
          <TemplatePicker reply={reply} />
          <ReplyForm
            key={`${reply.templateId ?? 'none'}-${replies}`}
            lead={lead}
            reply={reply}
            refusal={refusal}
            isSending={isSending}
          />
        </>
      )}
    </section>
  );
}

type Refusal = Extract<LeadActionData, { ok: false }>;

/**
 * The reply's form, started afresh for each template and sent reply. What is typed is kept a
 * few seconds after the typing stops and offered back when the lead is opened again; leaving
 * with unsent text asks first (docs/decisions/048).
 */
function ReplyForm({
  lead,
  reply,
  refusal,
  isSending,
}: {
  lead: LeadDetail;
  reply: ReplyFormData;
  refusal?: Refusal;
  isSending: boolean;
}) {
  const [offer, setOffer] = useState<ReplyDraftOffer | null>(reply.draft ?? null);
  const [restored, setRestored] = useState<{ draft: ReplyDraftOffer; n: number } | null>(null);
  const start = restored?.draft ?? {
    subject: refusal?.reply?.subject ?? reply.subject,
    body: refusal?.reply?.body ?? reply.body,
    templateId: reply.templateId,
  };
  const [typed, setTyped] = useState({ subject: start.subject, body: start.body });
  const templateId = start.templateId;
  const json = replyDraft(typed, templateId);
  const isDirty =
    json !== replyDraft({ subject: reply.subject, body: reply.body }, reply.templateId);
  const blocker = useLeaveGuard(isDirty, leavesReply);
  const slot = { kind: 'reply' as const, target: String(lead.id) };
  const { state, cancel } = useAutosave(slot, json, { isDirty });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    element?.addEventListener('submit', cancel);
    return () => element?.removeEventListener('submit', cancel);
  }, [cancel]);
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  const restore = (draft: ReplyDraftOffer) => {
    setRestored((current) => ({ draft, n: (current?.n ?? 0) + 1 }));
    setTyped({ subject: draft.subject, body: draft.body });
  };
  return (
    <>
      {offer && (
        <DraftOffer
          slot={slot}
          savedAt={offer.savedAt}
          onRestore={() => restore(offer)}
          onDone={() => setOffer(null)}
        />
      )}
      <Form
        ref={form}
        // A restored draft starts the fields again from it.
        key={restored ? `restored-${restored.n}` : 'start'}
        method="post"
        preventScrollReset
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="reply" />
        {templateId && <input type="hidden" name="templateId" value={templateId} />}
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
              defaultValue={start.subject}
              onChange={(event) => setTyped((t) => ({ ...t, subject: event.target.value }))}
              maxLength={200}
              className={fieldClass}
            />
          )}
        </ReplyField>
        <ReplyField name={BODY} label="Reply" error={errorOf(BODY)}>
          {(control) => (
            <textarea
              {...control}
              defaultValue={start.body}
              onChange={(event) => setTyped((t) => ({ ...t, body: event.target.value }))}
              rows={8}
              maxLength={10_000}
              className={fieldClass}
            />
          )}
        </ReplyField>
        {refusal && !refusal.field && (
          <p className="text-sm font-medium text-accent-text">{refusal.message}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={isSending}
            className="inline-flex min-h-11 items-center rounded-md bg-fg px-5 text-sm font-semibold text-bg hover:opacity-90 disabled:opacity-70"
          >
            {isSending ? 'Sending…' : 'Send reply'}
          </button>
          <DraftStatus state={state} timeZone={reply.timeZone} />
        </div>
      </Form>
      <LeavePrompt blocker={blocker} what={`the reply to ${lead.name}`} />
    </>
  );
}
