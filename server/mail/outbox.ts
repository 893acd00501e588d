import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';

/** A sender holds a row this long; a crashed sender's rows are retried after it. */
const CLAIM_MS = 2 * 60 * 1000;
/** Retry delays grow from 30 s to at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** Mail for the outbox that is not tied to a submission (e.g. to a subscriber). */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
  /** What the mail is about, for the inbox's mail state. */
  submissionId?: number;
  subscriberId?: number;
}

/** Queues one mail (inside the caller's transaction, if given one); the next outbox run sends it. */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('outbox')
    .values({
      submission_id: mail.submissionId ?? null,
      subscriber_id: mail.subscriberId ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      sent_at: null,
      last_error: null,
    })
    .execute();
}

/** A failure reason fit for the inbox and the log: the SMTP code or error code, no addresses. */
function reasonOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (responseCode) return `SMTP ${responseCode}`;
  return code ? String(code) : 'send failed';
}

/**
 * Sends every due mail once. Each row is claimed first, so several servers on one database
 * never send the same mail twice. Returns how many were sent and how many failed.
 */
export async function runOutbox(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<{ sent: number; failed: number }> {
  const now = isoNow();
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(50)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const claim = await db
      .updateTable('outbox')
      .set({ claimed_until: isoNow(CLAIM_MS) })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) continue;
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body,
        headers: row.headers ? JSON.parse(row.headers) : undefined,
      });
      await db
        .updateTable('outbox')
        .set({ sent_at: isoNow(), claimed_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable('outbox')
        .set({
          attempts,
          next_attempt_at: isoNow(retryDelayMs(attempts)),
          claimed_until: null,
          last_error: reasonOf(error),
        })
        .where('id', '=', row.id)
        .execute();
      failed++;
    }
  }
  return { sent, failed };
}
