/**
 * `npm run content:export`: every published item → <dir>/<collection>/<slug>.md with its
 * pictures beside it under the names they arrived with, in the seed's canonical form. Only
 * live versions are written (a draft is not content yet). Files of items the database does not
 * hold are left alone and listed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { DRAFT_DOCUMENTS } from '../../app/content/schemas/documents.ts';
import { COLLECTIONS, picturesOf, SETTINGS } from '../../common/collections.ts';
import type { Database } from '../db/schema.ts';
import { renameBodyPictures } from './body-pictures.ts';
import { mediaIndex } from './media.ts';
import type { MediaStorage } from './media-storage.ts';
import { parseFields } from './records.ts';
import { seedFileName, seedFilesOf, seedFileText } from './seed-files.ts';

export interface ExportResult {
  /** Files written, relative to the export folder. */
  written: string[];
  /** Markdown files already in the folder that no published item wrote. */
  notInDatabase: string[];
}

export async function exportSeed(
  db: Kysely<Database>,
  storage: MediaStorage,
  outDir: string,
): Promise<ExportResult> {
  const media = await mediaIndex(db);
  const result: ExportResult = { written: [], notInDatabase: [] };
  for (const collection of COLLECTIONS) {
    // A document seeded as a draft (the privacy notice) and never published is its working copy.
    const rows = (
      await db
        .selectFrom('content_items')
        .select(['slug', 'live_fields', 'live_body', 'live_version', 'fields', 'body'])
        .where('collection', '=', collection)
        .orderBy('slug')
        .execute()
    ).flatMap((row) => {
      if (row.live_version !== null) return [row];
      const isDraftSeed = collection === SETTINGS && DRAFT_DOCUMENTS.has(row.slug);
      return isDraftSeed ? [{ ...row, live_fields: row.fields, live_body: row.body }] : [];
    });
    const dir = join(outDir, collection);
    const before = new Set(seedFilesOf(outDir, collection));
    if (rows.length > 0) mkdirSync(dir, { recursive: true });
    /** File name in this folder → the stored picture written under it. */
    const claimed = new Map<string, string>();
    const fileFor = (name: string) => {
      const original = media.get(name)?.original_name ?? name;
      const owner = claimed.get(original);
      // Two different pictures that arrived with one name: the second keeps its stored name.
      const file = owner === undefined || owner === name ? original : name;
      claimed.set(file, name);
      return file;
    };
    const pictures = new Map<string, string>();
    for (const row of rows) {
      const fields = parseFields(row.live_fields ?? '{}');
      const rename = (name: string) => {
        if (!media.has(name)) return name;
        const file = fileFor(name);
        pictures.set(file, name);
        return file;
      };
      for (const { picture } of picturesOf(fields)) picture.src = rename(picture.src);
      const body = renameBodyPictures(row.live_body ?? '', rename);
      const name = seedFileName(collection, row.slug);
      const file = join(dir, name);
      writeFileSync(file, seedFileText(collection, fields, body));
      before.delete(file);
      result.written.push(`${collection}/${name}`);
    }
    for (const [file, name] of pictures) {
      const bytes = await storage.get(name);
      if (!bytes) throw new Error(`the stored picture ${name} (${file}) has no bytes in storage`);
      writeFileSync(join(dir, file), bytes);
      result.written.push(`${collection}/${file}`);
    }
    for (const file of before) result.notInDatabase.push(file.slice(outDir.length + 1));
  }
  return result;
}
