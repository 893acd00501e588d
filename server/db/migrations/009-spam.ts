import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Spam that never costs an enquiry (issue 19, docs/decisions/030): the form tokens' shared
 * secret (when FORM_SECRET is not set), each token's uses (a replay is one use too many), and
 * a folder on newsletter sign-ups like the one migration 007 put on submissions.
 */
export function spamMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('form_token_uses')
        .addColumn('token_id', 'text', (c) => c.primaryKey())
        .addColumn('uses', 'integer', (c) => c.notNull())
        .addColumn('first_used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('form_token_uses_age')
        .on('form_token_uses')
        .column('first_used_at')
        .execute();
      await db.schema
        .alterTable('subscribers')
        .addColumn('folder', 'text', (c) => c.notNull().defaultTo('list'))
        .execute();
      await db.schema.alterTable('subscribers').addColumn('spam_reasons', 'text').execute();
      await db.schema
        .createIndex('submissions_folder_age')
        .on('submissions')
        .columns(['folder', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('form_token_uses').ifExists().execute();
      await db.schema.dropTable('server_secrets').ifExists().execute();
    },
  };
}
