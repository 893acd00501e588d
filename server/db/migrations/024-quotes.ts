import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Quotes accepted online (issue 33, docs/decisions/059): a lead's quotes, one row per version.
 * A draft has no link; sending stores the document's bytes and their SHA-256 and the link's
 * token as its SHA-256 (the token itself is only in the customer's mail). The outbox gains one
 * attachment: a lead file sent with the mail (the signed PDF to both sides). A lead's quotes go
 * with it (a trigger, as migration 011 does for its files), whichever code deletes the lead.
 */
export function quotesMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const blobType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('quotes')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('total_minor', 'bigint', (c) => c.notNull())
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('expires_at', 'text')
        .addColumn('document', blobType)
        .addColumn('document_sha256', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('opened_at', 'text')
        .addColumn('reminded_at', 'text')
        .addColumn('answered_at', 'text')
        .addColumn('signer_name', 'text')
        .addColumn('signer_address', 'text')
        .addColumn('signer_agent', 'text')
        .addColumn('decline_reason', 'text')
        .addColumn('signed_file_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      // One row per lead and version, so two sends can never make the same version twice.
      await db.schema
        .createIndex('quotes_lead_version')
        .unique()
        .on('quotes')
        .columns(['submission_id', 'version'])
        .execute();
      await db.schema.alterTable('outbox').addColumn('attachment_file_id', 'integer').execute();
      if (dialect === 'postgres') {
        await sql`create function quotes_with_lead() returns trigger language plpgsql as $$
          begin delete from quotes where submission_id = old.id; return old; end $$`.execute(db);
        await sql`create trigger quotes_with_lead after delete on submissions
          for each row execute function quotes_with_lead()`.execute(db);
      } else {
        await sql`create trigger quotes_with_lead after delete on submissions
          begin delete from quotes where submission_id = old.id; end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists quotes_with_lead on submissions`.execute(db);
        await sql`drop function if exists quotes_with_lead()`.execute(db);
      } else {
        await sql`drop trigger if exists quotes_with_lead`.execute(db);
      }
      await db.schema.alterTable('outbox').dropColumn('attachment_file_id').execute();
      await db.schema.dropTable('quotes').execute();
    },
  };
}
