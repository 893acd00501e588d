import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { initialMigration } from './migrations/001-initial.ts';
import { webVitalsMigration } from './migrations/002-web-vitals.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';

export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which engine it is, and how to close it. */
export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

/** Every migration, in order; a new one is appended here and never edited once released. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-web-vitals': webVitalsMigration(dialect),
  };
}

/** Opens the database named by `url` (`sqlite:FILE` or `postgres://…`), creating an SQLite file's folder. */
export function openDatabase(url: string, root = process.cwd()): Db {
  if (url.startsWith('sqlite:')) {
    const file = resolve(root, url.slice('sqlite:'.length) || 'data/site.db');
    mkdirSync(dirname(file), { recursive: true });
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: openSqlite(file) }),
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Brings the schema up to date; safe to run from several servers at once on PostgreSQL. */
export async function migrate({ db, dialect }: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
