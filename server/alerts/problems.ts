/** The alerts screen's "recent problems": deliveries that failed, were dropped or wait to retry. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ALERT_JOB } from './deliveries.ts';
import { jobKeyOfDelivery } from './delivery-rows.ts';
import type { AlertChannel } from './tables.ts';

export interface AlertProblem {
  id: number;
  leadId: number;
  channel: AlertChannel;
  /** When it was queued. */
  createdAt: string;
  attempts: number;
  /** 'retrying' while it waits for its next try; 'failed' once given up, by its row or its job. */
  state: 'retrying' | 'failed' | 'dropped';
  cause: string;
}

/**
 * The deliveries with a cause, newest first. A delivery whose last try could not record its
 * verdict (the database failed mid-try) keeps no outcome on its row, and its job is given up by
 * the cleaning once its lease runs out: the job's state decides, so it reads "failed", not
 * "retrying" for ever.
 */
export async function recentProblems(db: Kysely<Database>, limit = 10): Promise<AlertProblem[]> {
  const rows = await db
    .selectFrom('alert_deliveries as d')
    .leftJoin('jobs', (join) =>
      join.on('jobs.kind', '=', ALERT_JOB).on('jobs.job_key', '=', jobKeyOfDelivery('d.id')),
    )
    .select([
      'd.id',
      'd.submission_id',
      'd.channel',
      'd.created_at',
      'd.attempts',
      'd.outcome',
      'd.last_error',
      'jobs.state as job_state',
      'jobs.attempts as job_attempts',
      'jobs.last_error as job_error',
    ])
    .where('d.last_error', 'is not', null)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const givenUpByJob = row.outcome === null && row.job_state === 'dead';
    return {
      id: row.id,
      leadId: row.submission_id,
      channel: row.channel,
      createdAt: row.created_at,
      attempts: givenUpByJob ? Math.max(row.attempts, row.job_attempts ?? 0) : row.attempts,
      state:
        givenUpByJob || row.outcome === 'failed'
          ? 'failed'
          : row.outcome === null
            ? 'retrying'
            : 'dropped',
      cause: (givenUpByJob ? row.job_error : null) ?? row.last_error ?? '',
    };
  });
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
