import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * A quote as one amount with the office's own PDF (issue 33, decision 059 "One amount and our
 * own PDF"): a version says which kind it is (`lines`, the default every existing row takes, or
 * `document`) and, for the uploaded kind, which lead file holds the office's PDF. At sending the
 * file's bytes are copied into `quotes.document` with their SHA-256, as for line items.
 */
export function quoteDocumentsMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('quotes')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('lines'))
        .execute();
      await db.schema.alterTable('quotes').addColumn('upload_file_id', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('quotes').dropColumn('upload_file_id').execute();
      await db.schema.alterTable('quotes').dropColumn('kind').execute();
    },
  };
}
