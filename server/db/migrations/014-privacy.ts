import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Personal data by the rules (issue 19, docs/decisions/035): a newsletter sign-up counts only
 * once its welcome mail's link is confirmed. Addresses on the list before double opt-in came
 * (single opt-in, each mailed an unsubscribe link) keep their place: confirmed at sign-up.
 * An index finds an address's mail in the outbox ("everything about one address"); its
 * submissions have one since 008-lead-indexes.
 */
export function privacyMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subscribers').addColumn('confirmed_at', 'text').execute();
      await sql`update subscribers set confirmed_at = created_at where folder = 'list'`.execute(db);
      await db.schema
        .createIndex('outbox_to_address_lower')
        .on('outbox')
        .expression(sql`lower(to_address)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_to_address_lower').ifExists().execute();
      await db.schema.alterTable('subscribers').dropColumn('confirmed_at').execute();
    },
  };
}
