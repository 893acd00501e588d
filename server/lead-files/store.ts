/**
 * A lead's files in the database (migration 007's `lead_files` and `lead_file_blobs`): stored in
 * the lead's own transaction, listed without their bytes, read one at a time. They go with their
 * lead: migration 011's triggers delete them whenever the lead's row is deleted (spam pruning,
 * retention, erasure), whichever code deletes it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { LeadFileUpload } from './prepare.ts';

/** A stored file as lists show it (no bytes). */
export interface LeadFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  /** Kept as sent: the cleaning could not rewrite it or passed a limit (decision 037). */
  notCleaned: boolean;
}

/** Stores `files` for lead `submissionId` inside the caller's transaction; their rows in order. */
export async function insertLeadFiles(
  trx: Kysely<Database>,
  submissionId: number,
  files: readonly LeadFileUpload[],
  now: string,
): Promise<LeadFile[]> {
  const stored: LeadFile[] = [];
  for (const file of files) {
    const { id } = await trx
      .insertInto('lead_files')
      .values({
        submission_id: submissionId,
        name: file.name,
        mime: file.mime,
        size: file.bytes.byteLength,
        created_at: now,
        not_cleaned: file.cleaned ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('lead_file_blobs').values({ file_id: id, data: file.bytes }).execute();
    stored.push({
      id,
      name: file.name,
      mime: file.mime,
      size: file.bytes.byteLength,
      notCleaned: !file.cleaned,
    });
  }
  return stored;
}

/** A lead's files, in the order they were sent. */
export async function listLeadFiles(
  db: Kysely<Database>,
  submissionId: number,
): Promise<LeadFile[]> {
  const rows = await db
    .selectFrom('lead_files')
    .select(['id', 'name', 'mime', 'size', 'not_cleaned'])
    .where('submission_id', '=', submissionId)
    .orderBy('id')
    .execute();
  return rows.map(({ not_cleaned, ...row }) => ({
    ...row,
    size: Number(row.size),
    notCleaned: Number(not_cleaned) === 1,
  }));
}

/** One file with its bytes, or undefined. */
export async function readLeadFile(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('lead_files')
    .innerJoin('lead_file_blobs', 'lead_file_blobs.file_id', 'lead_files.id')
    .select(['lead_files.name', 'lead_files.mime', 'lead_file_blobs.data'])
    .where('lead_files.id', '=', id)
    .executeTakeFirst();
  return row ? { name: row.name, mime: row.mime, bytes: new Uint8Array(row.data) } : undefined;
}
