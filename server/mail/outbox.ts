import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database, OutboxTable } from '../db/schema.ts';
import { readLeadFile } from '../lead-files/store.ts';
import type { OutboxPurpose } from '../replies/tables.ts';
import { isoNow } from '../store/time.ts';
import { messageIdOf, reasonOf, SERVER_LEVEL_REASONS } from './outbox-rules.ts';

/** A sender holds a row this long; a crashed sender's rows are retried after it. */
const CLAIM_MS = 2 * 60 * 1000;
/** Retry delays grow from 30 s to at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/** Rows read per run; a full batch is followed at once by the next (see services.ts). */
export const BATCH_SIZE = 100;
/** Mails sent at once, one per pooled SMTP connection. */
export const SENDERS = 5;
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
 * Queues one mail (inside the caller's transaction, if given one); the next outbox run sends
 * it. Resolves with its row's id.
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
  return id;
}

/** A row's stored headers, and the Message-ID it was given when queued (if one was). */
function storedHeaders(json: string | null) {
  if (!json) return { headers: undefined, messageId: undefined };
  const { 'Message-ID': messageId, ...headers } = JSON.parse(json) as Record<string, string>;
  return { headers, messageId };
}

/** What one run did. `more`: the batch was full, so more mail may be due now. */
export interface OutboxRun {
  sent: number;
  failed: number;
  more: boolean;
  /** Each send that failed, and a "sent" mark that could not be stored (for the log). */
  errors: unknown[];
}

type Row = Pick<
  OutboxTable,
  | 'to_address'
  | 'reply_to'
  | 'subject'
  | 'body'
  | 'headers'
  | 'created_at'
  | 'attempts'
  | 'calendar'
  | 'attachment_file_id'
> & { id: number };

/** The row's attachment as nodemailer takes it (none when it names no file, or one erased since). */
async function attachmentsOf(db: Kysely<Database>, fileId: number | null) {
  if (fileId === null) return undefined;
  const file = await readLeadFile(db, fileId);
  return file
    ? [{ filename: file.name, content: Buffer.from(file.bytes), contentType: file.mime }]
    : undefined;
}

/**
 * Mails whose last failure was the SMTP server being unreachable wait for it, not for their
 * retry time: when rows wait so and the server answers again, they are due at once; while it
 * does not answer, nothing is tried (returns false).
 */
async function smtpReachable(db: Kysely<Database>, transport: Transporter): Promise<boolean> {
  const now = isoNow();
  const waiting = db
    .updateTable('outbox')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '>', now)
    .where('last_error', 'in', SERVER_LEVEL_REASONS);
  const count = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '>', now)
    .where('last_error', 'in', SERVER_LEVEL_REASONS)
    .executeTakeFirst();
  if (!Number(count?.n)) return true;
  try {
    await transport.verify();
  } catch {
    return false;
  }
  await waiting.set({ next_attempt_at: now }).execute();
  return true;
}

/**
 * Sends every due mail at least once. Each row is claimed first, so several servers on one
 * database do not send the same mail at once; each mail carries a Message-ID made from its
 * row, so a mail sent again (its "sent" mark was lost) is the same mail to the receiver.
 */
export async function runOutbox(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0, more: false, errors: [] };
  if (!(await smtpReachable(db, transport))) return run;
  const now = isoNow();
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'reply_to', 'subject', 'body', 'headers', 'created_at'])
    .select(['attempts', 'calendar', 'attachment_file_id'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(BATCH_SIZE)
    .execute();
  let stopped = false;
  const sendOne = async (row: Row) => {
    const claim = await db
      .updateTable('outbox')
      .set({ claimed_until: isoNow(CLAIM_MS) })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return;
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
        attachments: await attachmentsOf(db, row.attachment_file_id),
      });
    } catch (error) {
      run.failed++;
      run.errors.push(error);
      const reason = reasonOf(error);
      // The server is gone: the rest of the batch waits for it (smtpReachable).
      if (SERVER_LEVEL_REASONS.includes(reason)) stopped = true;
      const attempts = row.attempts + 1;
      await db
        .updateTable('outbox')
        .set({
          attempts,
          next_attempt_at: isoNow(retryDelayMs(attempts)),
          claimed_until: null,
          last_error: reason,
        })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    run.sent++;
    await markSent(db, row.id).catch((error) => {
      // Sent but not marked: it goes again when the claim ends, with the same Message-ID.
      run.errors.push(error);
      stopped = true;
    });
  };
  const queue = [...due];
  const sender = async () => {
    for (let row = queue.shift(); row && !stopped; row = queue.shift()) await sendOne(row);
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  run.more = due.length === BATCH_SIZE && !stopped;
  return run;
}

/** Marks a row sent, trying again a few times: a mail that went out should not go again. */
async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db
        .updateTable('outbox')
        .set({ sent_at: isoNow(), claimed_until: null, last_error: null })
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
