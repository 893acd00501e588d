import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** The first schema: submissions, subscribers, the mail outbox and inbox sessions. */
export function initialMigration(dialect: Dialect) {
  // SQLite's rowid alias and PostgreSQL's serial both give each row a growing id.
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submissions')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('website', 'text')
        .addColumn('service', 'text')
        .addColumn('subject', 'text')
        .addColumn('message', 'text')
        .addColumn('post_slug', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('submissions_kind_created')
        .on('submissions')
        .columns(['kind', 'created_at'])
        .execute();
      await db.schema
        .createIndex('submissions_fingerprint')
        .on('submissions')
        .column('fingerprint')
        .execute();
      await db.schema
        .createIndex('submissions_post')
        .on('submissions')
        .columns(['post_slug', 'status'])
        .execute();

      await db.schema
        .createTable('subscribers')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('unsubscribed_at', 'text')
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer')
        .addColumn('subscriber_id', 'integer')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('headers', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('admin_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['admin_sessions', 'outbox', 'subscribers', 'submissions']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
