import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * The renditions of a stored photo (its widths in AVIF, WebP and JPEG or PNG, and its square
 * thumbnails), each under a content-hashed name of its own; the bytes live in `media_blobs`.
 */
export function mediaVariantsMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media_variants')
        .addColumn('media_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_variants_pk', ['media_name', 'name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('media_variants').ifExists().execute();
    },
  };
}
