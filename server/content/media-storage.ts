/**
 * Where media bytes live, behind one small interface: the database (every server of one
 * database sees the same files) now, an S3-compatible bucket later. Names are content hashes,
 * so a put of a name that exists is a no-op and a stored file never changes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface MediaStorage {
  /** Stores the bytes under `name` (content-hashed); storing the same name again does nothing. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under `name`. */
  get(name: string): Promise<Uint8Array | undefined>;
  delete(name: string): Promise<void>;
}

/** Media bytes in the `media_blobs` table of the content store's own database. */
export function databaseMediaStorage(db: Kysely<Database>): MediaStorage {
  return {
    async put(name, bytes) {
      await db
        .insertInto('media_blobs')
        .values({ name, data: bytes })
        .onConflict((c) => c.column('name').doNothing())
        .execute();
    },
    async get(name) {
      const row = await db
        .selectFrom('media_blobs')
        .select('data')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? new Uint8Array(row.data) : undefined;
    },
    async delete(name) {
      await db.deleteFrom('media_blobs').where('name', '=', name).execute();
    },
  };
}
