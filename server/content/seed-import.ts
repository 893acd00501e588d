/**
 * `npm run content:import` and the first start: content/ → the database. Every file is checked
 * as the build checks it (all problems are reported, each with its file, and nothing is
 * written); its pictures are stored as media and named by their stored names in the fields and
 * body. A new item is published as version 1; an existing one whose file differs gets a new
 * revision that is published; items without a file are left as they are.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { sql } from 'kysely';
import { DRAFT_DOCUMENTS } from '../../app/content/schemas/documents.ts';
import { COLLECTIONS, picturesOf, SETTINGS } from '../../common/collections.ts';
import { isRefusal } from '../../common/refusal.ts';
import {
  addSeedCategories,
  type SeedCategory,
  unknownCategories,
} from '../taxonomy/seed-categories.ts';
import { bodyPictures, renameBodyPictures } from './body-pictures.ts';
import { addMedia } from './media.ts';
import type { MediaStorage } from './media-storage.ts';
import { slugsByCollection } from './records.ts';
import { readSeedFile, type SeedFile, seedFileName, seedFilesOf } from './seed-files.ts';
import { contentProblems } from './validate.ts';
import { commit, insertItem, type WriteDeps } from './writes.ts';

export interface ImportResult {
  /** False when `onlyIfEmpty` found content already there. */
  imported: boolean;
  /** Project categories the files named that the list lacked: added to it (seed-categories.ts). */
  addedCategories: SeedCategory[];
  created: number;
  updated: number;
  unchanged: number;
}

/** A seed that does not pass its checks: the first line names the file and the field. */
export class SeedError extends Error {
  override name = 'SeedError';
  readonly problems: string[];
  constructor(problems: string[]) {
    const count = problems.length;
    super(
      `${problems[0]?.replace(/\n\s*/, ' ')}${count > 1 ? ` (${count} files with problems, all listed below)\n\n${problems.join('\n\n')}` : ''}`,
    );
    this.problems = problems;
  }
}

/** Whether the store holds any item at all (the first start imports only when not). */
export async function hasItems(db: WriteDeps['db']): Promise<boolean> {
  const row = await db
    .selectFrom('content_items')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) > 0;
}

const messageOf = (error: unknown) =>
  error instanceof Error || isRefusal(error) ? error.message : String(error);

/** Stores the file's pictures; returns the file with them named by their stored names. */
async function storePictures(deps: WriteDeps, storage: MediaStorage, seed: SeedFile) {
  const names = new Map<string, string>();
  const store = async (src: string, alt: string, where: string) => {
    if (names.has(src)) return;
    if (/^[a-z]+:|^\/\//i.test(src)) {
      throw new Error(`${where} "${src}": use a file beside the Markdown file, not a web address`);
    }
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(resolve(dirname(seed.file), src));
    } catch {
      throw new Error(`${where} "${src}" not found beside the file`);
    }
    const media = await addMedia(deps.db, storage, bytes, {
      originalName: basename(src),
      alt,
      allowSvg: true,
    });
    names.set(src, media.name);
  };
  const fields = structuredClone(seed.fields);
  const pictures = picturesOf(fields);
  for (const { path, picture } of pictures) {
    const alt = (picture as { alt?: unknown }).alt;
    await store(picture.src, typeof alt === 'string' ? alt : '', `${path}.src:`);
  }
  for (const src of bodyPictures(seed.body)) await store(src, '', 'body picture');
  for (const { picture } of pictures) picture.src = names.get(picture.src) ?? picture.src;
  const body = renameBodyPictures(seed.body, (src) => names.get(src) ?? src);
  return { ...seed, fields, body };
}

export interface ImportOptions {
  /** Import only into a store without any item (the first start). */
  onlyIfEmpty?: boolean;
  /**
   * Import only the settings documents the store lacks (a document a newer version of the site
   * added), never touching one that is there: every later start.
   */
  missingDocuments?: boolean;
}

/** The settings documents the store holds, by name. */
async function storedDocuments(db: WriteDeps['db']): Promise<Set<string>> {
  const rows = await db
    .selectFrom('content_items')
    .select('slug')
    .where('collection', '=', SETTINGS)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Imports every seed file under `contentDir` (see the module comment and ImportOptions). */
export async function importSeed(
  deps: WriteDeps,
  storage: MediaStorage,
  contentDir: string,
  { onlyIfEmpty = false, missingDocuments = false }: ImportOptions = {},
): Promise<ImportResult> {
  const result: ImportResult = {
    imported: false,
    addedCategories: [],
    created: 0,
    updated: 0,
    unchanged: 0,
  };
  if (onlyIfEmpty && (await hasItems(deps.db))) return result;
  const stored = missingDocuments ? await storedDocuments(deps.db) : undefined;
  const storedFiles = new Set([...(stored ?? [])].map((slug) => seedFileName(SETTINGS, slug)));
  const wanted = (collection: string, file: string) =>
    !stored || (collection === SETTINGS && !storedFiles.has(basename(file)));

  const root = dirname(contentDir);
  const problems: string[] = [];
  const seeds: SeedFile[] = [];
  for (const collection of COLLECTIONS) {
    for (const file of seedFilesOf(contentDir, collection)) {
      if (!wanted(collection, file)) continue;
      try {
        seeds.push(await storePictures(deps, storage, readSeedFile(collection, file)));
      } catch (error) {
        problems.push(`${relative(root, file)}:\n  ${messageOf(error)}`);
      }
    }
  }
  // Links may point at any item of the seed or of the database.
  const slugs = await slugsByCollection(deps.db);
  for (const seed of seeds) {
    slugs[seed.collection] ??= new Set();
    slugs[seed.collection]?.add(seed.slug);
  }
  const media = new Set(
    (await deps.db.selectFrom('media').select('name').execute()).map((row) => row.name),
  );
  for (const seed of seeds) {
    const found = contentProblems(seed.collection, seed.slug, seed.fields, seed.body, {
      slugs,
      hasPicture: (name) => media.has(name),
      bodyLine: seed.bodyLine,
    });
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(seed.slug)) {
      found.unshift({
        field: 'slug',
        message: 'the file name is the page address: use lower-case letters, digits and hyphens',
      });
    }
    if (found.length > 0) {
      problems.push(
        `${relative(root, seed.file)}:\n  ${found.map((problem) => problem.message).join('\n  ')}`,
      );
    }
  }
  if (problems.length > 0) throw new SeedError(problems);
  const unknown = await unknownCategories(
    deps.db,
    seeds
      .filter((seed) => seed.collection === 'projects')
      .map((seed) => ({ category: seed.fields.category, file: relative(root, seed.file) })),
  );

  return commit(deps, async (trx) => {
    // Another server may have imported while this one read the files: the counter's lock
    // (taken by commit) makes this check and the inserts one step.
    if (onlyIfEmpty && (await hasItems(trx))) return { result, changes: [] };
    await addSeedCategories(trx, unknown);
    result.addedCategories = unknown;
    const at = deps.now().toISOString();
    const changes = [];
    for (const seed of seeds) {
      const fields = JSON.stringify(seed.fields);
      const existing = await trx
        .selectFrom('content_items')
        .selectAll()
        .where('collection', '=', seed.collection)
        .where('slug', '=', seed.slug)
        .executeTakeFirst();
      // A document seeded as a draft (the privacy notice) waits for the office to publish it.
      const isDraft = seed.collection === SETTINGS && DRAFT_DOCUMENTS.has(seed.slug);
      if (!existing) {
        const row = await insertItem(trx, seed, null, at, { publish: !isDraft, checked: true });
        result.created++;
        changes.push({
          action: 'import' as const,
          collection: row.collection,
          itemId: row.id,
          slug: row.slug,
          version: 1,
          actor: null,
          isPublic: !isDraft,
        });
        continue;
      }
      // A document the office has is theirs, whatever the files say.
      if (
        missingDocuments ||
        isDraft ||
        (existing.live_fields === fields && existing.live_body === seed.body)
      ) {
        result.unchanged++;
        continue;
      }
      const version = existing.version + 1;
      await trx
        .updateTable('content_items')
        .set({
          status: 'published',
          publish_at: null,
          scheduled_version: null,
          fields,
          body: seed.body,
          version,
          live_fields: fields,
          live_body: seed.body,
          live_version: version,
          published_at: at,
          updated_at: at,
          updated_by: null,
        })
        .where('id', '=', existing.id)
        .execute();
      await trx
        .insertInto('content_revisions')
        .values({
          item_id: existing.id,
          version,
          fields,
          body: seed.body,
          author: null,
          created_at: at,
        })
        .execute();
      result.updated++;
      changes.push({
        action: 'import' as const,
        collection: existing.collection,
        itemId: existing.id,
        slug: existing.slug,
        version,
        actor: null,
        isPublic: true,
      });
    }
    result.imported = true;
    return { result, changes };
  });
}
