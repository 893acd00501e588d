import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Alerts on the jobs table (issue 33, docs/decisions/063-alerts-on-the-jobs-table.md): every
 * delivery still waiting becomes an `alert.deliver` job (key `alert:<delivery id>`, its tries
 * carried over, due when its row was, or when an old server's claim on it runs out), so an
 * upgrade sends what was queued; every delivery given up becomes a dead job, so the office's
 * list of what failed keeps it. The old columns (`next_attempt_at`, `claimed_until`) are read no
 * more but kept for one release. Same SQL on SQLite and PostgreSQL.
 */
export function alertJobsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const key = sql`'alert:' || cast(id as text)`;
      const payload = sql`'{"deliveryId":' || cast(id as text) || '}'`;
      await sql`
        insert into jobs (kind, job_key, payload, state, due_at, attempts, max_attempts,
          lease_owner, lease_until, last_error, created_at, finished_at)
        select 'alert.deliver', ${key}, ${payload}, 'waiting',
          case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end,
          attempts, case when attempts >= 10 then attempts + 1 else 10 end,
          null, null, last_error, created_at, null
        from alert_deliveries where done_at is null
        on conflict (job_key) do nothing`.execute(db);
      await sql`
        insert into jobs (kind, job_key, payload, state, due_at, attempts, max_attempts,
          lease_owner, lease_until, last_error, created_at, finished_at)
        select 'alert.deliver', ${key}, ${payload}, 'dead', next_attempt_at,
          attempts, 10, null, null, coalesce(last_error, 'no cause was kept'), created_at, done_at
        from alert_deliveries where outcome = 'failed'
        on conflict (job_key) do nothing`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from jobs where kind = 'alert.deliver'`.execute(db);
    },
  };
}
