/**
 * The delivery rows beside their jobs (decision 063): which job is a row's, the rows a server
 * of the version before migration 030 left without one, and the pruning of finished rows.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { scheduleJob } from '../jobs/store.ts';
import { isoNow } from '../store/time.ts';
import { ALERT_JOB, alertJobKey, MAX_ATTEMPTS } from './deliveries.ts';

/** `alertJobKey(<column>)` in SQL: the key of the job of the delivery whose id is `column`. */
export const jobKeyOfDelivery = (column: string) =>
  sql<string>`'alert:' || cast(${sql.ref(column)} as text)`;

/**
 * Gives a job to every delivery still waiting without one: queued by a server of the version
 * before migration 030 during a rolling upgrade (decision 063). Each server does it at start and
 * with its hourly cleaning; a delivery that has its job keeps it (one job per key). Resolves with
 * how many it gave a job.
 */
export async function adoptDeliveries(db: Kysely<Database>, now: Date): Promise<number> {
  const orphans = await db
    .selectFrom('alert_deliveries')
    .leftJoin('jobs', (join) =>
      join
        .on('jobs.kind', '=', ALERT_JOB)
        .on('jobs.job_key', '=', jobKeyOfDelivery('alert_deliveries.id')),
    )
    .select([
      'alert_deliveries.id',
      'alert_deliveries.attempts',
      'alert_deliveries.next_attempt_at',
    ])
    .where('alert_deliveries.done_at', 'is', null)
    .where('jobs.id', 'is', null)
    .execute();
  let adopted = 0;
  for (const orphan of orphans) {
    const job = {
      kind: ALERT_JOB,
      key: alertJobKey(orphan.id),
      payload: { deliveryId: orphan.id },
    };
    const dueAt = new Date(orphan.next_attempt_at);
    if (await scheduleJob(db, { ...job, dueAt, maxAttempts: MAX_ATTEMPTS }, now)) adopted++;
  }
  return adopted;
}

/**
 * Deletes finished deliveries older than `days` (the alerts screen shows the last days'
 * problems). Given-up ones stay while their dead job is listed: the office retries or dismisses
 * them (server/alerts/given-up.ts).
 */
export async function pruneDeliveries(db: Kysely<Database>, days = 30): Promise<void> {
  await db
    .deleteFrom('alert_deliveries')
    .where('done_at', '<', isoNow(-days * 24 * 3600 * 1000))
    .where('outcome', '!=', 'failed')
    .execute();
}
