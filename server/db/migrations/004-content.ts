import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** The content store: items, revisions, redirects, media and their bytes (decision 022). */
export function contentMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const realType = dialect === 'postgres' ? 'double precision' : 'real';
  const blobType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_items')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('collection', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publish_at', 'text')
        .addColumn('scheduled_version', 'integer')
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('live_fields', 'text')
        .addColumn('live_body', 'text')
        .addColumn('live_version', 'integer')
        .addColumn('published_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('content_items_slug', ['collection', 'slug'])
        .execute();
      // The scheduler's question: which scheduled items are due?
      await db.schema
        .createIndex('content_items_due')
        .on('content_items')
        .columns(['status', 'publish_at'])
        .execute();

      await db.schema
        .createTable('content_revisions')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_revisions_version', ['item_id', 'version'])
        .execute();

      await db.schema
        .createTable('content_redirects')
        .addColumn('collection', 'text', (c) => c.notNull())
        .addColumn('old_slug', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_redirects_pk', ['collection', 'old_slug'])
        .execute();

      await db.schema
        .createTable('media')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('alt', 'text', (c) => c.notNull())
        .addColumn('focal_x', realType)
        .addColumn('focal_y', realType)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('media_blobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('data', blobType, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('content_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db
        .insertInto('content_state' as never)
        .values({ id: 1, version: 0 } as never)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'content_state',
        'media_blobs',
        'media',
        'content_redirects',
        'content_revisions',
        'content_items',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
