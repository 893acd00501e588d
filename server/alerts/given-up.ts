/**
 * Alerts given up (their `alert.deliver` job dead, decision 063) as the office's one list of
 * what failed names them (/admin/office/jobs, decision 058): by channel, with the lead they
 * announce. Retrying one puts its delivery back in its queue beside its job; dismissing one
 * deletes the delivery with its job. Both run in the dead letters' transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Job } from '../jobs/store.ts';
import { ALERT_JOB, deliveryIdOf } from './deliveries.ts';
import type { AlertChannel } from './tables.ts';

/** What a given-up alert was, in words, by channel. */
export const ALERT_WORDS: Record<AlertChannel, string> = {
  webhook: 'Webhook alert of a new lead',
  push: 'Push alert of a new lead to a phone',
};

export interface GivenUpAlert {
  /** In words, by channel ("Webhook alert of a new lead"). */
  what: string;
  /** The lead it announced. */
  leadId: number;
}

export const isAlertJob = (job: Pick<Job, 'kind'>) => job.kind === ALERT_JOB;

/** The channel and lead of each alert job among `jobs`, by job id (erased leads leave none). */
export async function givenUpAlerts(
  db: Kysely<Database>,
  jobs: Pick<Job, 'id' | 'kind' | 'payload'>[],
): Promise<Map<number, GivenUpAlert>> {
  const alertJobs = jobs.filter(isAlertJob);
  const found = new Map<number, GivenUpAlert>();
  if (alertJobs.length === 0) return found;
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'submission_id', 'channel'])
    .where('id', 'in', alertJobs.map(deliveryIdOf))
    .execute();
  const byDelivery = new Map(rows.map((row) => [row.id, row]));
  for (const job of alertJobs) {
    const row = byDelivery.get(deliveryIdOf(job));
    if (row) found.set(job.id, { what: ALERT_WORDS[row.channel], leadId: row.submission_id });
  }
  return found;
}

/** The words of one alert job's delivery, or undefined when its lead was erased. */
export async function givenUpAlert(db: Kysely<Database>, job: Job) {
  return (await givenUpAlerts(db, [job])).get(job.id);
}

/** Puts a retried alert's delivery back in its queue (no outcome, its tries back). */
export async function requeueGivenUpAlert(db: Kysely<Database>, job: Job): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set({ done_at: null, outcome: null, attempts: 0 })
    .where('id', '=', deliveryIdOf(job))
    .execute();
}

/** Deletes a dismissed alert's delivery (the office has seen it). */
export async function dropGivenUpAlert(db: Kysely<Database>, job: Job): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('id', '=', deliveryIdOf(job)).execute();
}
