/**
 * Sends the office's reply to a lead: checked, queued in the outbox to the visitor (Reply-To
 * the office mailbox, threaded under the office's notification), stored on the lead as a
 * 'reply' event with its author, audited, and, the first time, the lead's first reply (a New
 * lead moves to Contacted). All in one transaction: the mail goes only if the record is kept.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { manyLines, oneLine, SUBJECT_MAX } from '../../common/reply-text.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { markFirstReply } from '../leads/first-reply.ts';
import { LEAD_KINDS } from '../leads/lead-filter.ts';
import type { LeadStage } from '../leads/tables.ts';
import { queueMail } from '../mail/outbox.ts';
import { messageIdOf } from '../mail/outbox-rules.ts';
import { threadLead } from '../store/submissions.ts';
import { threadHeaders } from './threading.ts';

/** The same reply again within this time is a double post, not a second mail. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** Where the reply comes from and goes back to. */
export interface ReplyMail {
  /** The outbox's From (MAIL_FROM, else NOTIFY_TO): older notifications' Message-IDs use it. */
  from: string;
  /** Where the visitor's answer goes: the office mailbox (NOTIFY_TO), as the notification's To. */
  officeMailbox: string;
}

export interface ReplyInput {
  subject: string;
  body: string;
  /** The template it started from, for the audit log. */
  templateId?: number;
}

export interface SentReply {
  name: string;
  /** The reply's outbox row. */
  outboxId: number;
  /** The stage after it (Contacted when it was New). */
  stage: LeadStage;
  /** True when the same reply had just been sent: nothing was sent again. */
  isRepeat: boolean;
}

/** An address a reply can go to (the forms checked it; anything else was not sent by them). */
const isMailable = (email: string) => /^[^\s@<>,;]+@[^\s@<>,;]+$/.test(email.trim());

/**
 * The Message-ID of the lead's notification: the one stored when it was queued, else (a lead
 * from before replies) the one its first notification was sent with, now stored too.
 */
async function noticeId(
  db: Kysely<Database>,
  id: number,
  stored: string | null,
  from: string,
): Promise<string | null> {
  if (stored) return stored;
  const row = await db
    .selectFrom('outbox')
    .select(['id', 'created_at', 'headers'])
    .where('submission_id', '=', id)
    .where('purpose', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const own = row.headers
    ? (JSON.parse(row.headers) as Record<string, string>)['Message-ID']
    : undefined;
  const messageId = own ?? messageIdOf(row.id, row.created_at, from);
  await threadLead(db, id, messageId);
  return messageId;
}

export async function sendReply(
  db: Kysely<Database>,
  mail: ReplyMail,
  by: { id: number; actor: AuditActor & { id: number }; now: Date },
  input: ReplyInput,
): Promise<SentReply> {
  const subject = oneLine(input.subject, 'replySubject', 'subject', SUBJECT_MAX);
  const body = manyLines(input.body, 'replyBody', 'reply');
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select(['id', 'kind', 'name', 'email', 'stage', 'folder', 'message_id'])
      .where('id', '=', by.id)
      .where('kind', 'in', [...LEAD_KINDS])
      .executeTakeFirst();
    if (!lead) throw refusal(404, 'That lead does not exist.');
    if (lead.folder !== 'inbox') {
      throw refusal(422, 'This lead is in Spam: mark it Not spam before you reply.');
    }
    if (!isMailable(lead.email)) {
      throw refusal(
        422,
        'This lead has no email address to reply to: call them, or write from your own mail.',
      );
    }
    const at = by.now.toISOString();
    const repeat = await trx
      .selectFrom('lead_events')
      .select(['outbox_id'])
      .where('submission_id', '=', lead.id)
      .where('kind', '=', 'reply')
      .where('author_id', '=', by.actor.id)
      .where('subject', '=', subject)
      .where('body', '=', body)
      .where('created_at', '>', new Date(by.now.getTime() - REPEAT_WINDOW_MS).toISOString())
      .executeTakeFirst();
    if (repeat?.outbox_id) {
      return { name: lead.name, outboxId: repeat.outbox_id, stage: lead.stage, isRepeat: true };
    }
    const thread = await noticeId(trx, lead.id, lead.message_id, mail.from);
    const outboxId = await queueMail(trx, {
      to: lead.email.trim(),
      replyTo: mail.officeMailbox,
      subject,
      body,
      headers: threadHeaders(thread),
      submissionId: lead.id,
      purpose: 'reply',
    });
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: lead.id,
        kind: 'reply',
        author_id: by.actor.id,
        subject,
        body,
        outbox_id: outboxId,
        created_at: at,
      })
      .execute();
    // The first reply answers a New lead: it is Contacted now (decision 029's first-reply rule).
    const stage: LeadStage = lead.stage === 'new' ? 'contacted' : lead.stage;
    await trx
      .updateTable('submissions')
      .set({ stage, touched_at: at })
      .where('id', '=', lead.id)
      .execute();
    if (stage !== lead.stage) {
      await trx
        .insertInto('lead_events')
        .values({
          submission_id: lead.id,
          kind: 'stage',
          author_id: by.actor.id,
          body: stage,
          outbox_id: null,
          created_at: at,
        })
        .execute();
    }
    await markFirstReply(trx, lead.id, by.now);
    await audit(trx, {
      actor: by.actor,
      action: 'lead.replied',
      subject: `${lead.kind} #${lead.id}`,
      detail: { outbox: outboxId, template: input.templateId ?? null },
    });
    return { name: lead.name, outboxId, stage, isRepeat: false };
  });
}
