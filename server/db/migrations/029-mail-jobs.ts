import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The outbox's mail on the jobs table (issue 33, docs/decisions/062-mail-on-the-jobs-table.md):
 * a `mail.send` job (key `mail:<outbox id>`) for every row not sent yet, due at its
 * `next_attempt_at` with its tries and last cause carried over, so an upgrade sends what was
 * queued. Its tries are 12 (MAIL_TRIES when this was written), or one more than it had: a mail
 * the old outbox tried often still gets a try. The old columns (`attempts`, `next_attempt_at`,
 * `claimed_until`) stay, read no more, for one release.
 */
export function mailJobsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        insert into jobs (kind, job_key, payload, state, due_at, attempts, max_attempts,
          lease_owner, lease_until, last_error, created_at, finished_at)
        select 'mail.send', 'mail:' || cast(id as text), '{"outboxId":' || cast(id as text) || '}',
          'waiting', next_attempt_at, attempts,
          case when attempts < 12 then 12 else attempts + 1 end,
          null, null, last_error, created_at, null
        from outbox
        where sent_at is null
        on conflict (job_key) do nothing
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from jobs where kind = 'mail.send'`.execute(db);
    },
  };
}
