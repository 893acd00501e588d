import type { Kysely } from 'kysely';

/**
 * A lead's file that could not be cleaned (issue 28, docs/decisions/037): a PDF past the
 * cleaning worker's time or memory limit, or one it could not rewrite (encrypted, damaged), is
 * kept as sent and marked, so the office sees it on the lead. 1 = kept as sent; 0 = cleaned.
 * Files stored before this migration were cleaned or kept without a mark: they read as 0.
 */
export function filesNotCleanedMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('lead_files')
        .addColumn('not_cleaned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('lead_files').dropColumn('not_cleaned').execute();
    },
  };
}
