import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Jobs that wait (issue 33, docs/decisions/058-jobs-that-wait.md): one table of delayed work
 * for both databases. A job is due at `due_at`, taken under a lease (`lease_owner`,
 * `lease_until`) by one server at a time, retried with a growing pause, and ends `done`, or
 * `dead` with the cause in words. `job_key` is unique: scheduling the same key twice is one job.
 */
export function jobsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('job_key', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      // What the runner reads: waiting jobs by due time (a handful, however many are done).
      await db.schema
        .createIndex('jobs_due')
        .on('jobs')
        .column('due_at')
        .where(sql.ref('state'), '=', 'waiting')
        .execute();
      // The dead letters' screen and the cleanup of done rows.
      await db.schema
        .createIndex('jobs_finished')
        .on('jobs')
        .columns(['state', 'finished_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').ifExists().execute();
    },
  };
}
