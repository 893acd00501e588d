import { type Kysely, sql } from 'kysely';

/**
 * Indexes the pipeline's reads need (issue 19): the same person is found by `lower(email)`
 * (007's plain email index cannot serve that), and the list and board read the inbox folder
 * newest first by kind. Measured with `npm run bench:inbox` over 10,000 leads.
 */
export function leadIndexesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('submissions_email_lower')
        .on('submissions')
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createIndex('submissions_folder_kind_created')
        .on('submissions')
        .columns(['folder', 'kind', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('submissions_folder_kind_created').ifExists().execute();
      await db.schema.dropIndex('submissions_email_lower').ifExists().execute();
    },
  };
}
