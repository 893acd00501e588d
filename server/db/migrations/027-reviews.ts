import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Reviews asked for (issue 33, docs/decisions/061-reviews-asked-for.md): one review request per
 * finished lead (its primary key is the lead: never two), with the random token of its mailed
 * links and what became of it; and the reviews the office pastes and approves.
 */
export function reviewsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('review_requests')
        .addColumn('submission_id', 'integer', (c) => c.primaryKey())
        .addColumn('finished_on', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('reminded_at', 'text')
        .addColumn('followed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();
      await db.schema
        .createTable('reviews')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('reviewed_on', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('approved_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reviews_approved').on('reviews').column('approved_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reviews').ifExists().execute();
      await db.schema.dropTable('review_requests').ifExists().execute();
    },
  };
}
