/**
 * The jobs kept about leads that are being deleted (docs/decisions/058): their alerts, visit
 * reminders, quote reminders and review requests, waiting, done or given up, and the review
 * request's own row. Called by deleteSubmissions before the leads go, while their deliveries, visits and quotes
 * can still be read (the last two go with the lead, by cascade and trigger). So nothing about an erased lead
 * waits to run later, stays in "Jobs that failed", or (SQLite gives a deleted lead's id to the
 * next one) stands in the way of a new lead's review request under the same key.
 */
import type { Kysely } from 'kysely';
import { alertJobKey } from '../alerts/deliveries.ts';
import type { Database } from '../db/schema.ts';
import { mailJobKey } from '../mail/outbox-rules.ts';
import { quoteReminderKey } from '../quotes/quote-reminder.ts';
import { reminderKey, requestKey } from '../reviews/requests.ts';
import { visitReminderPrefix } from '../visits/booking.ts';

/** Deletes the leads' jobs and review requests; resolves with the jobs deleted. */
export async function deleteLeadJobs(db: Kysely<Database>, leadIds: readonly number[]) {
  if (leadIds.length === 0) return 0;
  const visits = await db
    .selectFrom('visits')
    .select('id')
    .where('submission_id', 'in', leadIds)
    .execute();
  const quotes = await db
    .selectFrom('quotes')
    .select('token_hash')
    .where('submission_id', 'in', leadIds)
    .where('token_hash', 'is not', null)
    .execute();
  const deliveries = await db
    .selectFrom('alert_deliveries')
    .select('id')
    .where('submission_id', 'in', leadIds)
    .execute();
  const keys = [
    ...deliveries.map((delivery) => alertJobKey(delivery.id)),
    ...leadIds.flatMap((id) => [requestKey(id), reminderKey(id)]),
    ...quotes.flatMap((quote) => (quote.token_hash ? [quoteReminderKey(quote.token_hash)] : [])),
  ];
  const prefixes = visits.map((visit) => visitReminderPrefix(visit.id));
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb('job_key', 'in', keys),
        // substr, not LIKE: a key's own % or _ must not match others.
        ...prefixes.map((prefix) =>
          eb(eb.fn('substr', ['job_key', eb.val(1), eb.val(prefix.length)]), '=', prefix),
        ),
      ]),
    )
    .executeTakeFirst();
  await db.deleteFrom('review_requests').where('submission_id', 'in', leadIds).execute();
  return Number(result.numDeletedRows);
}

/** Deletes the sending jobs of outbox rows deleted with a lead or subscriber (decision 062). */
export async function deleteMailJobs(db: Kysely<Database>, outboxIds: readonly number[]) {
  if (outboxIds.length === 0) return;
  await db.deleteFrom('jobs').where('job_key', 'in', outboxIds.map(mailJobKey)).execute();
}
