import { describe, expect, it } from 'vitest';
import { type Dump, dumpDatabase } from './support/database-dump';
import { openSiteAt } from './support/in-process-site';
import { databases, freshDatabaseUrl } from './support/site';
import { seededDatabaseUrl } from './support/template-database';

/** An instant written during this run (a row's time of writing), as opposed to seeded dates. */
const RECENT_MS = 60 * 60_000;

/** A value with what differs from one start to the next by design taken out. */
function stable(value: unknown): unknown {
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string') return text;
  // An argon2 hash is salted: its parameters stay, the salt and hash differ per start.
  if (text.startsWith('$argon2')) return text.split('$').slice(0, 4).join('$');
  const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(text) ? Date.parse(text) : NaN;
  if (Math.abs(Date.now() - instant) < RECENT_MS) return 'written at start';
  return text;
}

function stableDump(dump: Dump) {
  return Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows
        .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, stable(v)])))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ]),
  );
}

// The template is made by the global setup (support/postgres-setup.ts); a site on a copy of it
// must find, once started, exactly the rows a first start on an empty database writes.
describe('the first-start template', { timeout: 60_000 }, () => {
  it.each(databases)('a started copy on %s holds what a first start writes', async (kind) => {
    const fresh = await openSiteAt(await freshDatabaseUrl(kind));
    await fresh.close();
    const copy = await openSiteAt(await seededDatabaseUrl(kind));
    await copy.close();
    const first = stableDump(await dumpDatabase(fresh.databaseUrl));
    const copied = stableDump(await dumpDatabase(copy.databaseUrl));
    expect(copied).toEqual(first);
    // Not two empty databases: the seed, its comments and the first owner are there.
    expect(first.content_items?.length).toBeGreaterThan(20);
    expect(first.submissions?.length).toBeGreaterThan(0);
    expect(first.users).toHaveLength(1);
  });
});
