/**
 * Stored pictures: the bytes go to a MediaStorage under a content-hashed name, the facts
 * (type, size, alt text, focal point) to the `media` table. The same bytes are stored once.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ContentError } from './errors.ts';
import type { MediaStorage } from './media-storage.ts';
import { EXTENSION, pictureFacts } from './picture-facts.ts';
import type { MediaTable } from './tables.ts';

export type Media = Selectable<MediaTable>;

export interface NewMedia {
  /** The file name it arrived with. */
  originalName: string;
  alt?: string;
  focal?: { x: number; y: number };
  /** SVG is taken from the seed files (our own artwork), never from an upload. */
  allowSvg?: boolean;
}

/** `<first 20 hex digits of the SHA-256>.<ext>`: a name that changes whenever the bytes do. */
export const mediaName = (bytes: Uint8Array, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;

/** The URL a stored picture is served at (served by the media route, to come). */
export const mediaUrl = (name: string) => `/media/${name}`;

const inUnit = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * Stores a picture and returns its row (the existing row when the same bytes were stored
 * before). The type is read from the bytes; anything else is refused with a 400.
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
    throw new ContentError(400, `${label}: the focal point is given as two numbers from 0 to 1`);
  }
  const name = mediaName(bytes, EXTENSION[mime]);
  // Bytes first: a row never names bytes that are not stored (a bucket is not transactional).
  // Both writes do nothing when the same bytes were stored before.
  await storage.put(name, bytes);
  const inserted = await db
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
    .returningAll()
    .executeTakeFirst();
  return inserted ?? ((await mediaByName(db, name)) as Media);
}

export function mediaByName(db: Kysely<Database>, name: string): Promise<Media | undefined> {
  return db.selectFrom('media').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Every stored picture by name (a site holds hundreds, not millions). */
export async function mediaIndex(db: Kysely<Database>): Promise<Map<string, Media>> {
  const rows = await db.selectFrom('media').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/** Sets a picture's default alt text and focal point. */
export async function describeMedia(
  db: Kysely<Database>,
  name: string,
  change: { alt?: string; focal?: { x: number; y: number } | null },
): Promise<Media> {
  if (change.focal && !(inUnit(change.focal.x) && inUnit(change.focal.y))) {
    throw new ContentError(400, 'the focal point is given as two numbers from 0 to 1');
  }
  const found = await mediaByName(db, name);
  if (!found) throw new ContentError(404, `no picture "${name}"`);
  if (change.alt === undefined && change.focal === undefined) return found;
  await db
    .updateTable('media')
    .set({
      ...(change.alt === undefined ? {} : { alt: change.alt }),
      ...(change.focal === undefined
        ? {}
        : { focal_x: change.focal?.x ?? null, focal_y: change.focal?.y ?? null }),
    })
    .where('name', '=', name)
    .execute();
  return (await mediaByName(db, name)) as Media;
}
