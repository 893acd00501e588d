import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/** The columns the pipeline adds to `submissions` (server/leads/tables.ts says what each holds). */
const LEAD_COLUMNS = [
  'spam_reasons',
  'follow_up_on',
  'lost_reason',
  'touched_at',
  'first_reply_at',
  'message_id',
  'source_page',
  'entry_page',
  'referrer',
  'utm',
  'details',
] as const;

/**
 * The lead pipeline (issue 19): stage, folder, owner, follow-up, value and source on each lead;
 * its notes, replies and changes; the files sent with it; push subscriptions; office settings.
 * Leads the office had marked handled start as contacted.
 */
export function leadsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const blobType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('submissions')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema
        .alterTable('submissions')
        .addColumn('folder', 'text', (c) => c.notNull().defaultTo('inbox'))
        .execute();
      await db.schema.alterTable('submissions').addColumn('owner_id', 'integer').execute();
      await db.schema.alterTable('submissions').addColumn('estimated_value', 'integer').execute();
      // SQLite adds one column per statement; PostgreSQL takes the same.
      for (const column of LEAD_COLUMNS) {
        await db.schema.alterTable('submissions').addColumn(column, 'text').execute();
      }
      await sql`update submissions set stage = 'contacted', touched_at = created_at where status = 'handled'`.execute(
        db,
      );
      await db.schema
        .createIndex('submissions_pipeline')
        .on('submissions')
        .columns(['folder', 'stage', 'created_at'])
        .execute();
      await db.schema.createIndex('submissions_email').on('submissions').column('email').execute();
      await db.schema
        .createIndex('submissions_owner')
        .on('submissions')
        .columns(['owner_id', 'stage'])
        .execute();

      await db.schema
        .createTable('lead_events')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outbox_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lead_events_lead')
        .on('lead_events')
        .columns(['submission_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('lead_files')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lead_files_lead')
        .on('lead_files')
        .column('submission_id')
        .execute();
      await db.schema
        .createTable('lead_file_blobs')
        .addColumn('file_id', 'integer', (c) => c.primaryKey())
        .addColumn('data', blobType, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('office_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'office_settings',
        'push_subscriptions',
        'lead_file_blobs',
        'lead_files',
        'lead_events',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
