import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import { TABLE_COLUMNS } from './columns.ts';
import type { Db } from './connect.ts';

type Found = Record<string, Record<string, 'null' | 'not null'>>;

/** The migrator's own bookkeeping, not the site's tables. */
const isOurs = (table: string) => !table.startsWith('kysely_') && !table.startsWith('sqlite_');

/** Every table's columns and whether each may be null, as the database itself says. */
async function realColumns({ db, dialect }: Db): Promise<Found> {
  const found: Found = {};
  if (dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
    for (const { name } of tables.rows.filter((row) => isOurs(row.name))) {
      const columns = await sql<{ name: string; notnull: number; pk: number }>`
        SELECT name, "notnull", pk FROM pragma_table_info(${name})`.execute(db);
      // A primary key is never null, whatever the column's declaration says (rowid aliases).
      found[name] = Object.fromEntries(
        columns.rows.map((c) => [c.name, c.notnull || c.pk ? 'not null' : 'null']),
      );
    }
    return found;
  }
  const columns = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    SELECT table_name, column_name, is_nullable FROM information_schema.columns
    WHERE table_schema = current_schema()`.execute(db);
  for (const row of columns.rows.filter((c) => isOurs(c.table_name))) {
    const table = found[row.table_name] ?? {};
    table[row.column_name] = row.is_nullable === 'YES' ? 'null' : 'not null';
    found[row.table_name] = table;
  }
  return found;
}

/** Sorted copies, so a difference reads as one table's columns side by side. */
const sorted = (tables: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
  Object.fromEntries(
    Object.entries(tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, columns]) => [table, Object.fromEntries(Object.entries(columns).sort())]),
  );

describe.each(databases)('the table types against the migrations on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  it('name every table and column the migrations make, null where the database allows it', async () => {
    expect(sorted(TABLE_COLUMNS)).toEqual(sorted(await realColumns(database)));
  });
});
