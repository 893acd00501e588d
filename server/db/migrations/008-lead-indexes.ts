import { type Kysely, sql } from 'kysely';

/**
 * Indexes the pipeline's reads need (issue 19): the same person is found by `lower(email)`
 * (007's plain email index cannot serve that), and the list and board read the inbox folder
 * newest first, a page at a time: in this index's order, stopping at the page (id breaks ties; kind is
 * in it so that counting needs no row). The count and value per stage read an index alone, the
 * follow-ups due a range of days. Each lead's mail state is read by submission_id. Measured
 * with `npm run bench:inbox` over 10,000 leads.
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
        .createIndex('submissions_folder_created')
        .on('submissions')
        .columns(['folder', 'created_at', 'id', 'kind'])
        .execute();
      await db.schema
        .createIndex('submissions_stage_totals')
        .on('submissions')
        .columns(['folder', 'stage', 'kind', 'estimated_value'])
        .execute();
      await db.schema
        .createIndex('submissions_follow_up')
        .on('submissions')
        .column('follow_up_on')
        .execute();
      await db.schema
        .createIndex('outbox_submission')
        .on('outbox')
        .column('submission_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_submission').ifExists().execute();
      await db.schema.dropIndex('submissions_follow_up').ifExists().execute();
      await db.schema.dropIndex('submissions_stage_totals').ifExists().execute();
      await db.schema.dropIndex('submissions_folder_created').ifExists().execute();
      await db.schema.dropIndex('submissions_email_lower').ifExists().execute();
    },
  };
}
