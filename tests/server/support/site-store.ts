/**
 * The office's side of a running site: the server's database opened in the test, with a content
 * store on it, as another process (a second server, `npm run content:import`) would write.
 */
import {
  type ContentStore,
  type ContentStoreOptions,
  createContentStore,
} from '../../../server/content/store.ts';
import { type Db, openDatabase } from '../../../server/db/connect.ts';
import { openSite } from './in-process-site.ts';
import { type DatabaseKind, siteDatabaseUrl, startSiteAt } from './site.ts';

export type Site = Awaited<ReturnType<typeof startSiteAt>>;

/** A database at `databaseUrl` opened in the test, with a content store on it. */
export function openStore(databaseUrl: string, options: ContentStoreOptions = {}) {
  const database = openDatabase(databaseUrl);
  const store = createContentStore(database.db, options);
  return { database, db: database.db, store, close: () => database.close() };
}

/** Runs `work` on a store of the database at `databaseUrl`, closed after. */
export async function withStore<T>(
  databaseUrl: string,
  work: (store: ContentStore, db: Db['db']) => Promise<T>,
  options: ContentStoreOptions = {},
): Promise<T> {
  const { store, db, close } = openStore(databaseUrl, options);
  try {
    return await work(store, db);
  } finally {
    await close();
  }
}

/**
 * The built site's server on a new database of `kind` (siteDatabaseUrl) (site.ts's startSiteAt, with its `env`
 * and options), that database opened in the test and a content store on it. `close` ends both.
 */
export async function startSiteWithStore(
  kind: DatabaseKind = 'sqlite',
  env: Record<string, string> = {},
  options: { pipeStderr?: boolean } = {},
) {
  return siteWithStore(await startSiteAt(await siteDatabaseUrl(kind, env), env, options));
}

/** A site and a store of its own on the site's database; `close` closes both. */
function siteWithStore<Site extends { databaseUrl: string; close: () => Promise<void> }>(
  site: Site,
) {
  const opened = openStore(site.databaseUrl);
  return {
    site,
    database: opened.database,
    db: opened.db,
    store: opened.store,
    close: async () => {
      await site.close();
      await opened.close();
    },
  };
}

/**
 * As startSiteWithStore, with the site asked in the test's own process (in-process-site.ts's
 * openSite) instead of a server process: for files that test what pages and forms answer, not
 * the process (signals, the Node server's timeouts) or its whole output (`output()` holds the
 * failure log's lines only). The store is still a connection of its own, as another process's.
 */
export async function openSiteWithStore(
  kind: DatabaseKind = 'sqlite',
  env: Record<string, string> = {},
) {
  return siteWithStore(await openSite(kind, env));
}
