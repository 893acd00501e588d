/**
 * "Not spam": the office moves an entry out of the Spam folder and it is treated as if it had
 * just arrived (the office notified, a subscriber welcomed, the visitor of a quote or message
 * acknowledged under the same limits as at once: decision 053), with who did it in the audit
 * log and, for a lead, in its history.
 */
import type { Kysely, Selectable } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database, SubmissionTable } from '../db/schema.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { type NewSubmission, type QueuedMail, threadLead } from '../store/submissions.ts';
import { claimAcknowledgement } from '../visitor/acknowledgement-limit.ts';
import { reasonsOf, type SpamKind } from './store.ts';

/**
 * What "not spam" sends, as for any new entry: the office's notification, a subscriber's
 * welcome, and the visitor's acknowledgement of a quote or message: addressed (To, Reply-To,
 * its once-a-day reference) from the stored lead and when it was sent, or why there is none.
 */
export interface NotSpamMail {
  office?: (submission: NewSubmission, id: number) => QueuedMail;
  welcome?: (unsubscribeToken: string) => Omit<OutgoingMail, 'to'>;
  acknowledgement?:
    | ((submission: NewSubmission, id: number, sentAt: Date) => QueuedMail)
    | AcknowledgementSkipped;
}

/** Why a lead moved out of Spam got no acknowledgement: mail off, the office has it off, no address, today's one gone. */
export type AcknowledgementSkipped = 'mail-off' | 'off' | 'no-address' | 'limit';

/** What "not spam" did: the kind moved and, for a quote or message, its acknowledgement. */
export interface NotSpamResult {
  kind: SpamKind;
  acknowledgement?: 'queued' | AcknowledgementSkipped;
}

/**
 * Moves one entry out of Spam: a quote or message to the inbox as New (its office mail queued),
 * a comment to the inbox awaiting approval, a sign-up onto the list (its welcome queued). Audited
 * with who did it. Resolves with the kind moved (and what became of a lead's acknowledgement,
 * recorded in its history), or undefined when no such entry is in Spam.
 */
export async function markNotSpam(
  db: Kysely<Database>,
  target: { table: 'submission' | 'subscriber'; id: number },
  actor: AuditActor,
  mail: NotSpamMail,
): Promise<NotSpamResult | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (target.table === 'subscriber') {
      const row = await trx
        .selectFrom('subscribers')
        .select(['id', 'email', 'token', 'spam_reasons'])
        .where('id', '=', target.id)
        .where('folder', '=', 'spam')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('subscribers')
        .set({ folder: 'list', spam_reasons: null, unsubscribed_at: null })
        .where('id', '=', row.id)
        .execute();
      const welcome = mail.welcome?.(row.token);
      if (welcome) await queueMail(trx, { ...welcome, to: row.email, subscriberId: row.id });
      await audit(trx, {
        actor,
        action: 'spam.not-spam',
        subject: `subscriber #${row.id}`,
        detail: { kind: 'subscriber', reasons: reasonsOf(row.spam_reasons).join(' ') },
      });
      return { kind: 'subscriber' };
    }
    const row = await trx
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', target.id)
      .where('folder', '=', 'spam')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('submissions')
      .set({ folder: 'inbox', stage: 'new', status: 'new', spam_reasons: null })
      .where('id', '=', row.id)
      .execute();
    const reasons = reasonsOf(row.spam_reasons).join(' ');
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: row.id,
        kind: 'spam',
        author_id: actor.id,
        body: `not spam (was: ${reasons})`,
        outbox_id: null,
        created_at: now,
      })
      .execute();
    const office = row.kind === 'comment' ? undefined : mail.office?.(submissionOf(row), row.id);
    if (office) await queueMail(trx, { ...office, submissionId: row.id });
    if (office?.messageId) await threadLead(trx, row.id, office.messageId);
    const acknowledgement =
      row.kind === 'comment'
        ? undefined
        : await acknowledge(trx, row, mail.acknowledgement ?? 'mail-off', actor, now);
    await audit(trx, {
      actor,
      action: 'spam.not-spam',
      subject: `${row.kind} #${row.id}`,
      detail: { kind: row.kind, reasons },
    });
    return { kind: row.kind, acknowledgement };
  });
}

/**
 * Queues a moved lead's acknowledgement (at most one a day per address, as at once:
 * acknowledgement-limit.ts) and records in its history that it went, with its outbox row (the
 * lead page shows whether it was sent), or why none did.
 */
async function acknowledge(
  trx: Kysely<Database>,
  row: Selectable<SubmissionTable>,
  build: NonNullable<NotSpamMail['acknowledgement']>,
  actor: AuditActor,
  now: string,
): Promise<NonNullable<NotSpamResult['acknowledgement']>> {
  let outcome: NonNullable<NotSpamResult['acknowledgement']> =
    typeof build === 'string' ? build : row.email.trim() === '' ? 'no-address' : 'queued';
  let outboxId: number | null = null;
  if (outcome === 'queued' && typeof build !== 'string') {
    const { oncePerDayFor, ...one } = build(submissionOf(row), row.id, new Date(row.created_at));
    if (oncePerDayFor && !(await claimAcknowledgement(trx, oncePerDayFor, new Date(now)))) {
      outcome = 'limit';
    } else {
      outboxId = await queueMail(trx, { ...one, submissionId: row.id });
    }
  }
  await trx
    .insertInto('lead_events')
    .values({
      submission_id: row.id,
      kind: 'acknowledgement',
      author_id: actor.id,
      body: outcome,
      outbox_id: outboxId,
      created_at: now,
    })
    .execute();
  return outcome;
}

/** A stored row as the office mail reads it. */
function submissionOf(row: Selectable<SubmissionTable>): NewSubmission {
  const text = (value: string | null) => (value ? value : undefined);
  return {
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: text(row.phone),
    company: text(row.company),
    website: text(row.website),
    service: text(row.service),
    subject: text(row.subject),
    message: text(row.message),
    postSlug: text(row.post_slug),
    details: detailsOf(row.details),
  };
}

/** The quote form's stored extras (a JSON object of strings), or none. */
function detailsOf(json: string | null): NewSubmission['details'] {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as NewSubmission['details'])
      : undefined;
  } catch {
    return undefined;
  }
}
