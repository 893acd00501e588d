/** Shared by the content store's tests: a store on a fresh, migrated database of each kind. */
import { join } from 'node:path';
import { type ContentStoreOptions, createContentStore } from '../../../server/content/store.ts';
import { type Db, migrate, openDatabase } from '../../../server/db/connect.ts';
import { type DatabaseKind, freshDatabaseUrl } from './site.ts';

export const CONTENT_DIR = join(import.meta.dirname, '../../../content');

/** A clock the test moves by hand. */
export function testClock(start = '2026-06-01T09:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A migrated, empty database of `kind`. */
export async function freshDb(kind: DatabaseKind): Promise<Db> {
  const database = openDatabase(await freshDatabaseUrl(kind));
  await migrate(database);
  return database;
}

/** A store on `database` with the sample content imported. */
export async function seededStore(database: Db, options: ContentStoreOptions = {}) {
  const store = createContentStore(database.db, options);
  await store.importSeed(CONTENT_DIR);
  return store;
}
