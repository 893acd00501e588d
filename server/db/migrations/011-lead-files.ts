import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Files with a quote request (issue 19, docs/decisions/032): a lead's files go with it. Triggers
 * delete a lead's `lead_files` rows when its `submissions` row is deleted, and each file's bytes
 * (`lead_file_blobs`) with its row, whichever code deletes the lead (spam pruning, retention,
 * erasure), on SQLite and PostgreSQL alike.
 */
export function leadFilesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create function lead_files_with_lead() returns trigger language plpgsql as $$
          begin delete from lead_files where submission_id = old.id; return old; end $$`.execute(
          db,
        );
        await sql`create trigger lead_files_with_lead after delete on submissions
          for each row execute function lead_files_with_lead()`.execute(db);
        await sql`create function lead_file_blobs_with_file() returns trigger language plpgsql as $$
          begin delete from lead_file_blobs where file_id = old.id; return old; end $$`.execute(db);
        await sql`create trigger lead_file_blobs_with_file after delete on lead_files
          for each row execute function lead_file_blobs_with_file()`.execute(db);
        return;
      }
      await sql`create trigger lead_files_with_lead after delete on submissions
        begin delete from lead_files where submission_id = old.id; end`.execute(db);
      await sql`create trigger lead_file_blobs_with_file after delete on lead_files
        begin delete from lead_file_blobs where file_id = old.id; end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists lead_files_with_lead on submissions`.execute(db);
        await sql`drop trigger if exists lead_file_blobs_with_file on lead_files`.execute(db);
        await sql`drop function if exists lead_files_with_lead()`.execute(db);
        await sql`drop function if exists lead_file_blobs_with_file()`.execute(db);
        return;
      }
      await sql`drop trigger if exists lead_files_with_lead`.execute(db);
      await sql`drop trigger if exists lead_file_blobs_with_file`.execute(db);
    },
  };
}
