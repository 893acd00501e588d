/**
 * Alerts that were given up after their tries (outcome `failed`), for the office's one list of
 * what failed (/admin/office/jobs, decision 058): listed beside the jobs' dead letters, tried
 * again (due now, their tries back) or dismissed (deleted). Finished deliveries are pruned after
 * 30 days (deliveries.ts), these with them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AlertChannel } from './tables.ts';

export interface GivenUpAlert {
  id: number;
  leadId: number;
  channel: AlertChannel;
  attempts: number;
  cause: string;
  createdAt: string;
  failedAt: string;
}

export async function givenUpAlerts(db: Kysely<Database>, limit = 100): Promise<GivenUpAlert[]> {
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'submission_id', 'channel', 'attempts', 'last_error', 'created_at', 'done_at'])
    .where('outcome', '=', 'failed')
    .orderBy('done_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.submission_id,
    channel: row.channel,
    attempts: row.attempts,
    cause: row.last_error ?? 'no cause was kept',
    createdAt: row.created_at,
    failedAt: row.done_at ?? row.created_at,
  }));
}

/** Queues a given-up alert again, due now with its tries back; its channel, or undefined. */
export async function retryGivenUpAlert(db: Kysely<Database>, id: number, now: Date) {
  const row = await db
    .updateTable('alert_deliveries')
    .set({
      done_at: null,
      outcome: null,
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('outcome', '=', 'failed')
    .returning(['channel', 'submission_id'])
    .executeTakeFirst();
  return row;
}

/** Deletes a given-up alert; its channel, or undefined when it is not one. */
export async function dismissGivenUpAlert(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('alert_deliveries')
    .where('id', '=', id)
    .where('outcome', '=', 'failed')
    .returning(['channel', 'submission_id'])
    .executeTakeFirst();
}
