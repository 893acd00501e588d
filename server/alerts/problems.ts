/** The alerts screen's "recent problems": deliveries that failed, were dropped or wait to retry. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ALERT_JOB } from './deliveries.ts';
import type { AlertChannel } from './tables.ts';

export interface AlertProblem {
  id: number;
  leadId: number;
  channel: AlertChannel;
  /** When it was queued. */
  createdAt: string;
  attempts: number;
  /** 'retrying' while it waits for its next try. */
  state: 'retrying' | 'failed' | 'dropped';
  cause: string;
}

export async function recentProblems(db: Kysely<Database>, limit = 10): Promise<AlertProblem[]> {
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'submission_id', 'channel', 'created_at', 'attempts', 'outcome', 'last_error'])
    .where('last_error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.submission_id,
    channel: row.channel,
    createdAt: row.created_at,
    attempts: row.attempts,
    state: row.outcome === null ? 'retrying' : row.outcome === 'failed' ? 'failed' : 'dropped',
    cause: row.last_error ?? '',
  }));
}

/**
 * For /healthz: alerts waiting to be sent (new or for a retry: their jobs still waiting), and
 * how long the oldest has.
 */
export async function alertBacklog(db: Kysely<Database>) {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('state', '=', 'waiting')
    .where('kind', '=', ALERT_JOB)
    .executeTakeFirst();
  const oldest = row?.oldest as string | null | undefined;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestWaitingSeconds: oldest
      ? Math.max(0, Math.round((Date.now() - Date.parse(oldest)) / 1000))
      : null,
  };
}
