/**
 * Every table of a database as rows (columns sorted by name, rows sorted by their JSON), read
 * with the database's own client: for comparing two databases whole.
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export type Dump = Record<string, Record<string, unknown>[]>;

function sortedRows(rows: Record<string, unknown>[]) {
  return rows
    .map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The tables of the database at `databaseUrl` (`sqlite:FILE` or `postgres://…`), each's rows. */
export async function dumpDatabase(databaseUrl: string): Promise<Dump> {
  const dump: Dump = {};
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new DatabaseSync(databaseUrl.slice('sqlite:'.length), { readOnly: true });
    try {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .all() as { name: string }[];
      for (const { name } of tables) {
        dump[name] = sortedRows(
          db.prepare(`select * from "${name}"`).all() as Record<string, unknown>[],
        );
      }
    } finally {
      db.close();
    }
    return dump;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    for (const { name } of tables) {
      dump[name] = sortedRows((await client.query(`select * from "${name}"`)).rows);
    }
  } finally {
    await client.end();
  }
  return dump;
}
