/**
 * Stored pictures: the bytes go to a MediaStorage under a content-hashed name, the facts
 * (type, size, alt text, focal point) to the `media` table. A photo also gets its renditions
 * (picture-variants.ts), stored the same way and listed in `media_variants`. The same bytes are
 * stored once.
 */
import type { Kysely, Selectable } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { mediaName } from './media-name.ts';
import type { MediaStorage } from './media-storage.ts';
import { EXTENSION, pictureFacts } from './picture-facts.ts';
import { pictureWork } from './picture-queue.ts';
import { renderVariants } from './picture-variants.ts';
import type { MediaTable, MediaVariantTable } from './tables.ts';
import { type Actor, commit, type WriteDeps } from './writes.ts';

export { mediaName } from './media-name.ts';

export type Media = Selectable<MediaTable>;
export type MediaVariant = Selectable<MediaVariantTable>;
/** A stored picture with its renditions (none for SVG artwork). */
export type MediaWithVariants = Media & { variants: MediaVariant[] };

export interface NewMedia {
  /** The file name it arrived with. */
  originalName: string;
  alt?: string;
  focal?: { x: number; y: number };
  /** SVG is taken from the seed files (our own artwork), never from an upload. */
  allowSvg?: boolean;
}

const inUnit = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

const hasVariants = async (db: Kysely<Database>, name: string) =>
  Boolean(
    await db
      .selectFrom('media_variants')
      .select('name')
      .where('media_name', '=', name)
      .executeTakeFirst(),
  );

/**
 * Stores a picture with its renditions and returns its row (the existing row when the same
 * bytes were stored before). The type is read from the bytes; anything else is refused with a
 * 400. The bytes are stored as given: an upload is cleaned first (picture-clean.ts).
 */
export async function addMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  bytes: Uint8Array,
  options: NewMedia,
): Promise<Media> {
  const label = `"${options.originalName}"`;
  const { mime, width, height } = await pictureFacts(bytes, label, options);
  if (options.focal && !(inUnit(options.focal.x) && inUnit(options.focal.y))) {
    throw refusal(400, `${label}: the focal point is given as two numbers from 0 to 1`);
  }
  const name = mediaName(bytes, EXTENSION[mime]);
  const isPhoto = mime !== 'image/svg+xml';
  const existing = await mediaByName(db, name);
  if (existing && (!isPhoto || (await hasVariants(db, name)))) return existing;
  const variants = isPhoto
    ? await pictureWork(() =>
        renderVariants(bytes, mime === 'image/png' ? 'image/png' : 'image/jpeg'),
      )
    : [];
  // Bytes first: a row never names bytes that are not stored (a bucket is not transactional).
  // Every write does nothing when the same bytes were stored before.
  await storage.put(name, bytes);
  for (const variant of variants) await storage.put(variant.name, variant.bytes);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media')
      .values({
        name,
        original_name: options.originalName,
        mime,
        bytes: bytes.byteLength,
        width,
        height,
        alt: options.alt ?? '',
        focal_x: options.focal?.x ?? null,
        focal_y: options.focal?.y ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    for (const { bytes: _, ...variant } of variants) {
      await trx
        .insertInto('media_variants')
        .values({ media_name: name, ...variant })
        .onConflict((c) => c.columns(['media_name', 'name']).doNothing())
        .execute();
    }
  });
  return (await mediaByName(db, name)) as Media;
}

export function mediaByName(db: Kysely<Database>, name: string): Promise<Media | undefined> {
  return db.selectFrom('media').selectAll().where('name', '=', name).executeTakeFirst();
}

/** A stored picture and its renditions, or undefined. */
export async function mediaWithVariants(
  db: Kysely<Database>,
  name: string,
): Promise<MediaWithVariants | undefined> {
  const media = await mediaByName(db, name);
  if (!media) return undefined;
  const variants = await db
    .selectFrom('media_variants')
    .selectAll()
    .where('media_name', '=', name)
    .execute();
  return { ...media, variants };
}

/** Every stored picture by name (a site holds hundreds, not millions). */
export async function mediaIndex(db: Kysely<Database>): Promise<Map<string, Media>> {
  const rows = await db.selectFrom('media').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/** Every stored picture by name, with its renditions (what visitors' pages show). */
export async function mediaIndexWithVariants(
  db: Kysely<Database>,
): Promise<Map<string, MediaWithVariants>> {
  const [rows, variants] = await Promise.all([
    db.selectFrom('media').selectAll().execute(),
    db.selectFrom('media_variants').selectAll().execute(),
  ]);
  const index = new Map(rows.map((row) => [row.name, { ...row, variants: [] as MediaVariant[] }]));
  for (const variant of variants) index.get(variant.media_name)?.variants.push(variant);
  return index;
}

/**
 * Sets a picture's default alt text and focal point, as a content change: every item that
 * shows the picture is told (a `media` change, public when its live copy shows it), so caches
 * of pages, reads and other servers drop what they hold, and the audit log names who.
 */
export async function describeMedia(
  deps: WriteDeps,
  name: string,
  change: { alt?: string; focal?: { x: number; y: number } | null },
  actor: Actor = null,
): Promise<Media> {
  if (change.focal && !(inUnit(change.focal.x) && inUnit(change.focal.y))) {
    throw refusal(400, 'the focal point is given as two numbers from 0 to 1');
  }
  const found = await mediaByName(deps.db, name);
  if (!found) throw refusal(404, `no picture "${name}"`);
  if (change.alt === undefined && change.focal === undefined) return found;
  return commit(deps, async (trx) => {
    await trx
      .updateTable('media')
      .set({
        ...(change.alt === undefined ? {} : { alt: change.alt }),
        ...(change.focal === undefined
          ? {}
          : { focal_x: change.focal?.x ?? null, focal_y: change.focal?.y ?? null }),
      })
      .where('name', '=', name)
      .execute();
    // Stored names are hex digits and an extension: nothing LIKE would read as a pattern.
    const pattern = `%${name}%`;
    const items = await trx
      .selectFrom('content_items')
      .select(['id', 'collection', 'slug', 'live_fields', 'live_body'])
      .where((eb) =>
        eb.or([
          eb('fields', 'like', pattern),
          eb('body', 'like', pattern),
          eb('live_fields', 'like', pattern),
          eb('live_body', 'like', pattern),
        ]),
      )
      .execute();
    const changes = items.map((item) => ({
      action: 'media' as const,
      collection: item.collection,
      itemId: item.id,
      slug: item.slug,
      actor,
      isPublic: Boolean(item.live_fields?.includes(name) || item.live_body?.includes(name)),
    }));
    const result = (await trx
      .selectFrom('media')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst()) as Media;
    return { result, changes };
  });
}
