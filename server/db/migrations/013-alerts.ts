import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * The office hears at once (issue 19, docs/decisions/034-alerts.md): a mark on each lead once
 * its alerts are queued (every lead already stored counts as alerted, so none fires on the
 * upgrade), the queue of webhook and push deliveries, and the daily digest's claims.
 */
export function alertsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('alerted_at', 'text').execute();
      await sql`update submissions set alerted_at = created_at`.execute(db);
      // Only what still waits for its alerts (inbox rows are marked as soon as they are seen;
      // spam waits in its own folder): a handful of rows, however big the inbox.
      await db.schema
        .createIndex('submissions_alert_waiting')
        .on('submissions')
        .columns(['folder', 'id'])
        .where(sql.ref('alerted_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('alert_deliveries')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('done_at', 'text')
        .addColumn('outcome', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('alert_deliveries_due')
        .on('alert_deliveries')
        .column('next_attempt_at')
        .where(sql.ref('done_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('alert_deliveries_lead')
        .on('alert_deliveries')
        .column('submission_id')
        .execute();
      await db.schema
        .createTable('alert_digests')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('stale_count', 'integer', (c) => c.notNull())
        .addColumn('due_count', 'integer', (c) => c.notNull())
        .addColumn('mailed', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('alert_digests').ifExists().execute();
      await db.schema.dropTable('alert_deliveries').ifExists().execute();
    },
  };
}
