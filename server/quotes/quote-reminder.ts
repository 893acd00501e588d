/**
 * The reminder before a quote expires (decision 059), a job on the jobs table (decision 058):
 * scheduled when a version is sent, for 09:00 on the company's clock N days before its last
 * day (N from the quote settings, 3 unless set), and cancelled in the transaction that accepts,
 * declines or replaces it. The job carries the link's token (the customer's mail already holds
 * it; the table keeps only its hash) and the version's id. A try mails only a version still
 * sent, unexpired and not yet reminded, so a job run twice mails once.
 */
import type { Kysely } from 'kysely';
import { publicLink } from '../../common/public-link.ts';
import { formatMoney } from '../../common/quote-money.ts';
import { dayInWords } from '../../common/quote-view.ts';
import type { Database } from '../db/schema.ts';
import { JobFailure, type JobHandler } from '../jobs/runner.ts';
import { cancelJobs, scheduleJob } from '../jobs/store.ts';
import { dayStartOf } from '../leads/business-days.ts';
import { MAIL_OFF_RETRY } from '../mail/mail-job.ts';
import { queueMail } from '../mail/outbox.ts';
import { quotePath } from './quote-mails.ts';
import { leadContact, rowView, tokenHash } from './quote-rows.ts';

export const QUOTE_REMINDER = 'quote.reminder';
const HOUR_MS = 3_600_000;

/**
 * A reminder's key: the version's link (its token's hash), unique for good. Not the row's id:
 * SQLite may give an erased lead's ids to new rows, and a key by id would then find the old
 * job standing in their way.
 */
export const quoteReminderKey = (linkHash: string) => `quote-reminder:${linkHash}`;

/** Schedules the version's reminder in the sending transaction; none when it would be due already. */
export async function scheduleReminder(
  trx: Kysely<Database>,
  quote: { id: number; validUntil: string; token: string },
  settings: { reminderDays: number; timeZone: string },
  now: Date,
): Promise<void> {
  if (settings.reminderDays <= 0) return;
  const dueAt = new Date(
    dayStartOf(quote.validUntil, settings.timeZone, -settings.reminderDays).getTime() + 9 * HOUR_MS,
  );
  if (dueAt <= now) return;
  await scheduleJob(
    trx,
    {
      kind: QUOTE_REMINDER,
      key: quoteReminderKey(tokenHash(quote.token)),
      dueAt,
      payload: { quoteId: quote.id, token: quote.token },
    },
    now,
  );
}

/** Cancels the version's reminder (accepted, declined or replaced), in the caller's transaction. */
export const cancelReminder = (trx: Kysely<Database>, linkHash: string | null) =>
  linkHash ? cancelJobs(trx, quoteReminderKey(linkHash)) : Promise.resolve(0);

/** The reminder's handler: mails the customer once while the version is still open. */
export function quoteReminder(
  db: Kysely<Database>,
  deps: { now: () => Date; origin: () => string; mailOn: () => boolean; flush: () => void },
): JobHandler {
  return {
    label: 'Reminder to a customer before their quote expires',
    async run(job) {
      const quoteId = Number(job.payload.quoteId);
      const token = String(job.payload.token ?? '');
      // Mail off: a try that fails in words (it is tried again, then in Jobs that failed).
      if (!deps.mailOn()) throw new JobFailure(MAIL_OFF_RETRY);
      const mailed = await db.transaction().execute(async (trx) => {
        const now = deps.now().toISOString();
        const row = await trx
          .selectFrom('quotes')
          .selectAll()
          .where('id', '=', quoteId)
          // The version this job was made for, not a later row given the same id.
          .where('token_hash', '=', tokenHash(token))
          .where('status', '=', 'sent')
          .where('reminded_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (!row) return false;
        const lead = await leadContact(trx, row.submission_id);
        if (!lead?.email) return false;
        const claimed = await trx
          .updateTable('quotes')
          .set({ reminded_at: now })
          .where('id', '=', quoteId)
          .where('reminded_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        const view = rowView(row, lead.name);
        await queueMail(trx, {
          to: lead.email,
          subject: `Reminder: your quote ${view.reference} from ${view.company}`,
          submissionId: row.submission_id,
          purpose: 'reply',
          body: `Hello ${view.customer},

A reminder that our quote ${view.reference} (${formatMoney(view.totalMinor, view.currency)}) is valid until ${dayInWords(view.validUntil)}.

Read it, accept or decline it here:
${publicLink(deps.origin(), quotePath(token))}

${view.company}
`,
        });
        return true;
      });
      if (mailed) deps.flush();
    },
  };
}
