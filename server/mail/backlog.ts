/**
 * The outbox's backlog for /healthz (decision 062): the mails still to be sent (their job
 * waiting), with the oldest one's queue time, and the mails given up after their tries (their job
 * dead, shown in /admin/office/jobs). A mail the office dismissed from there is in neither.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MAIL_JOB_PREFIX } from './outbox-rules.ts';

export interface OutboxBacklog {
  waiting: number;
  /** When the oldest mail still to be sent was queued (null: none). */
  oldest: string | null;
  givenUp: number;
}

export async function outboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog> {
  const rows = await db
    .selectFrom('outbox')
    .innerJoin('jobs', (join) =>
      join.on(
        'jobs.job_key',
        '=',
        sql<string>`${MAIL_JOB_PREFIX} || cast(${sql.ref('outbox.id')} as text)`,
      ),
    )
    .select('jobs.state')
    .select((eb) => [
      eb.fn.countAll<number>().as('mails'),
      eb.fn.min('outbox.created_at').as('oldest'),
    ])
    .where('outbox.sent_at', 'is', null)
    .groupBy('jobs.state')
    .execute();
  const waiting = rows.find((row) => row.state === 'waiting');
  return {
    waiting: Number(waiting?.mails ?? 0),
    oldest: (waiting?.oldest as string | null | undefined) ?? null,
    givenUp: Number(rows.find((row) => row.state === 'dead')?.mails ?? 0),
  };
}
