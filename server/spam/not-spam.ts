/**
 * "Not spam": the office moves an entry out of the Spam folder and it is treated as if it had
 * just arrived (the office notified, a subscriber welcomed), with who did it in the audit log.
 */
import type { Kysely, Selectable } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database, SubmissionTable } from '../db/schema.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { type NewSubmission, type QueuedMail, threadLead } from '../store/submissions.ts';
import { reasonsOf, type SpamKind } from './store.ts';

/** What "not spam" sends, as for any new entry: the office's notification, a subscriber's welcome. */
export interface NotSpamMail {
  office?: (submission: NewSubmission, id: number) => QueuedMail;
  welcome?: (unsubscribeToken: string) => Omit<OutgoingMail, 'to'>;
}

/**
 * Moves one entry out of Spam: a quote or message to the inbox as New (its office mail queued),
 * a comment to the inbox awaiting approval, a sign-up onto the list (its welcome queued). Audited
 * with who did it. Resolves with the kind moved, or undefined when no such entry is in Spam.
 */
export async function markNotSpam(
  db: Kysely<Database>,
  target: { table: 'submission' | 'subscriber'; id: number },
  actor: AuditActor,
  mail: NotSpamMail,
): Promise<SpamKind | undefined> {
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
      return 'subscriber';
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
    await audit(trx, {
      actor,
      action: 'spam.not-spam',
      subject: `${row.kind} #${row.id}`,
      detail: { kind: row.kind, reasons },
    });
    return row.kind;
  });
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
  };
}
