import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Preview links: a draft shown by the real pages to whoever has the link, until it expires. */
export function previewsMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_previews')
        // The SHA-256 of the link's token: a copy of the database gives no working link.
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('content_previews_expiry')
        .on('content_previews')
        .column('expires_at')
        .execute();
    },
  };
}
