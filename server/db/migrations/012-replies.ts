import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Replies from the inbox (issue 19, docs/decisions/033-replies.md): the office's saved reply
 * templates, the subject of a reply on its lead event, and what an outbox row is for, so a
 * reply to the visitor is not read as the state of the office's notification.
 */
export function repliesMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reply_templates')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      await db.schema.alterTable('lead_events').addColumn('subject', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('purpose', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reply_templates').ifExists().execute();
    },
  };
}
