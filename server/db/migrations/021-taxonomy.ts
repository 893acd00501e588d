import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Authors, tags and categories (issue 32, docs/decisions/055-authors-tags-categories.md).
 * `users.about` is the person's short "About me" line, shown under their name on the posts they
 * wrote. `taxonomy_terms` holds the lists the office edits: `kind` is `tag` (a post's tags) or
 * `category` (a project's category); `slug` is the term's key, kept when it is renamed, so the
 * items that name it follow a rename; `label` is what visitors read. The spec's three project
 * categories are seeded in the gallery's filter order, so a fresh database shows them as before.
 */
export function taxonomyMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('about', 'text').execute();
      await db.schema
        .createTable('taxonomy_terms')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('taxonomy_terms_kind_slug', ['kind', 'slug'])
        .execute();
      const now = new Date().toISOString();
      await sql`INSERT INTO taxonomy_terms (kind, slug, label, position, created_at) VALUES
        ('category', 'marketing', 'marketing', 1, ${now}),
        ('category', 'business', 'business', 2, ${now}),
        ('category', 'corporate', 'corporate', 3, ${now})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('taxonomy_terms').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('about').execute();
    },
  };
}
