import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { scheduleJob } from '../jobs/store.ts';
import { readLeadFile } from '../lead-files/store.ts';
import type { OutboxPurpose } from '../replies/tables.ts';
import { isoNow } from '../store/time.ts';
import { MAIL_KIND, MAIL_TRIES, mailJobKey, messageIdOf } from './outbox-rules.ts';

/** Pauses before each retry of the "sent" mark after a mail went out. */
const MARK_RETRY_MS = [200, 1000, 3000];

/** Mail for the outbox that is not tied to a submission (e.g. to a subscriber). */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
  /** Its own Message-ID, when it must be known before it is sent (replies thread under it). */
  messageId?: string;
  /** What the mail is about, for the inbox's mail state. */
  submissionId?: number;
  subscriberId?: number;
  /** 'reply': the office's reply to a visitor, not part of the notification's mail state. */
  purpose?: OutboxPurpose;
  /** An invitation (a visit's .ics): sent as the mail's text/calendar part with its METHOD. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** A lead file to attach (a quote's signed PDF, migration 024); sent without it once erased. */
  attachmentFileId?: number;
}

/**
 * Queues one mail (inside the caller's transaction, if given one): its row, and its `mail.send`
 * job on the jobs table (decision 062), so it is queued exactly when the change that wants it
 * commits; the next jobs run sends it. Resolves with its row's id.
 */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const now = isoNow();
  const headers = mail.messageId ? { ...mail.headers, 'Message-ID': mail.messageId } : mail.headers;
  const { id } = await db
    .insertInto('outbox')
    .values({
      submission_id: mail.submissionId ?? null,
      subscriber_id: mail.subscriberId ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      headers: headers ? JSON.stringify(headers) : null,
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      sent_at: null,
      last_error: null,
      purpose: mail.purpose ?? null,
      calendar: mail.calendar ? JSON.stringify(mail.calendar) : null,
      attachment_file_id: mail.attachmentFileId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A finished or given-up job under this key was a deleted row's (SQLite gives a deleted top
  // row's number to the next one): it must not stand in this mail's way. A waiting one stays,
  // and sends this row (a job reads its row when it runs).
  await db
    .deleteFrom('jobs')
    .where('job_key', '=', mailJobKey(id))
    .where('state', '<>', 'waiting')
    .execute();
  await scheduleJob(
    db,
    { kind: MAIL_KIND, key: mailJobKey(id), payload: { outboxId: id }, maxAttempts: MAIL_TRIES },
    new Date(now),
  );
  return id;
}

/** A row's stored headers, and the Message-ID it was given when queued (if one was). */
function storedHeaders(json: string | null) {
  if (!json) return { headers: undefined, messageId: undefined };
  const { 'Message-ID': messageId, ...headers } = JSON.parse(json) as Record<string, string>;
  return { headers, messageId };
}

/** The row's attachment as nodemailer takes it (none when it names no file, or one erased since). */
async function attachmentsOf(db: Kysely<Database>, fileId: number | null) {
  if (fileId === null) return undefined;
  const file = await readLeadFile(db, fileId);
  return file
    ? [{ filename: file.name, content: Buffer.from(file.bytes), contentType: file.mime }]
    : undefined;
}

/**
 * What became of one row's send. skipped: sent already (a lost finish) or erased, nothing to do;
 * lost: the lease was no longer this server's just before sending, nothing sent.
 */
export type RowSend =
  | { outcome: 'sent' | 'skipped' | 'lost' }
  | { outcome: 'failed'; error: unknown };

export interface RowSender {
  transport: Transporter;
  from: string;
  /** The last word before sending (the job's lease, renewed): false sends nothing. */
  beforeSending: () => Promise<boolean>;
}

/**
 * Sends one outbox row unless it was sent already, and marks it sent. Its Message-ID is made
 * from the row (or given when queued), so a mail sent again because its mark was lost is the
 * same mail to the receiver.
 */
export async function sendOutboxRow(
  db: Kysely<Database>,
  id: number,
  { transport, from, beforeSending }: RowSender,
): Promise<RowSend> {
  const row = await db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'reply_to', 'subject', 'body', 'headers', 'created_at'])
    .select(['sent_at', 'calendar', 'attachment_file_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.sent_at !== null) return { outcome: 'skipped' };
  const attachments = await attachmentsOf(db, row.attachment_file_id);
  if (!(await beforeSending())) return { outcome: 'lost' };
  try {
    const { headers, messageId } = storedHeaders(row.headers);
    await transport.sendMail({
      from,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.body,
      headers,
      messageId: messageId ?? messageIdOf(row.id, row.created_at, from),
      // nodemailer sends it as the text/calendar alternative (and an invite.ics) with its METHOD.
      icalEvent: row.calendar ? JSON.parse(row.calendar) : undefined,
      attachments,
    });
  } catch (error) {
    return { outcome: 'failed', error };
  }
  await markSent(db, row.id);
  return { outcome: 'sent' };
}

/**
 * Keeps why a row's last send failed on the row: the inbox and a lead's reply show it while the
 * mail waits. Throws when the database fails (the caller logs it; the job keeps the cause).
 */
export async function keepMailFailure(
  db: Kysely<Database>,
  id: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: reason })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Marks a row sent, trying again a few times: a mail that went out should not go again. */
async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db
        .updateTable('outbox')
        .set({ sent_at: isoNow(), last_error: null })
        .where('id', '=', id)
        .execute();
      return;
    } catch (error) {
      const pause = MARK_RETRY_MS[attempt];
      if (pause === undefined) throw error;
      await new Promise((done) => setTimeout(done, pause));
    }
  }
}
