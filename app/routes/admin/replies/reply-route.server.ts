/**
 * The lead page's reply: its form's data for the loader, and the action that sends it. A sent
 * reply is answered with a redirect back to the lead (a reload cannot send it twice; with
 * script the router follows it without a reload); a refusal keeps what was typed.
 */
import { data, redirect } from 'react-router';
import type { ReplyDraft } from '../../../../common/draft-shapes';
import { isRefusal } from '../../../../common/refusal';
import { BODY_MAX, SUBJECT_MAX } from '../../../../common/reply-text';
import type { LeadDetail } from '../../../../server/leads/lead-detail';
import type { Services } from '../../../../server/services';
import type { SignedIn } from '../../../../server/store/sessions';
import { clockText } from '../../../lib/clock-text';
import { field, idField } from '../../../server/admin-session.server';

/** The person's autosave slot of a reply to lead `id` (docs/decisions/048). */
const replySlot = (id: number, userId: number) => ({
  kind: 'reply' as const,
  target: String(id),
  userId,
});

/** The `?done=` a sent reply is answered with (reply-notice.tsx reads it). */
export const REPLY_DONE = { sent: 'reply-sent', repeat: 'reply-repeat' } as const;

/**
 * The reply form's data for the lead page: `?template=` fills it from a template; the person's
 * kept draft of a reply to this lead comes with it, to be offered back.
 */
export async function replyFormData(
  services: Services,
  signedIn: SignedIn,
  lead: LeadDetail,
  titles: Record<string, string>,
  url: URL,
) {
  const templateId = Number(url.searchParams.get('template'));
  const [form, slot, clock] = await Promise.all([
    services.replies.form(
      {
        id: lead.id,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        service: lead.service ? (titles[lead.service] ?? lead.service) : null,
      },
      signedIn.person.name,
      Number.isInteger(templateId) && templateId > 0 ? templateId : undefined,
    ),
    services.drafts.read<ReplyDraft>(replySlot(lead.id, signedIn.person.id)),
    services.leads.clock(),
  ]);
  const draft = slot && {
    savedAt: clockText(slot.savedAt, clock.timeZone),
    subject: slot.data.subject,
    body: slot.data.body,
    templateId: slot.data.templateId ?? null,
  };
  return { ...form, draft: draft ?? null, timeZone: clock.timeZone };
}

/** Sends the reply; a refusal answers 4xx with the message, the field and what was typed. */
export async function replyAction(
  services: Services,
  signedIn: SignedIn,
  id: number,
  form: FormData,
) {
  const typed = {
    // One more than allowed, so that too long is refused rather than cut.
    subject: field(form, 'replySubject', SUBJECT_MAX + 1),
    body:
      typeof form.get('replyBody') === 'string'
        ? String(form.get('replyBody')).slice(0, BODY_MAX + 1)
        : '',
  };
  const { person } = signedIn;
  try {
    const sent = await services.replies.send(
      id,
      { id: person.id, email: person.email },
      {
        ...typed,
        templateId: idField(form, 'templateId'),
      },
    );
    // Sent: the kept draft goes (a slot left behind is only logged; the reply stands).
    await services.drafts
      .discard(replySlot(id, person.id))
      .catch((error: unknown) =>
        services.failures.failure('drafts', error, '(a sent reply’s draft was not removed)'),
      );
    const done = sent.isRepeat ? REPLY_DONE.repeat : REPLY_DONE.sent;
    return redirect(`/admin/leads/${id}?done=${done}#reply`, { status: 303 });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return data(
      {
        ok: false as const,
        id,
        intent: 'reply',
        field: error.field,
        message: error.message,
        reply: typed,
      },
      { status: error.status },
    );
  }
}
