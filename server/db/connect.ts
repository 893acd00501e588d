import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { describeError } from '../ops/error-code.ts';
import { StartError } from '../ops/start-error.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { webVitalsMigration } from './migrations/002-web-vitals.ts';
import { accountsMigration } from './migrations/003-accounts.ts';
import { contentMigration } from './migrations/004-content.ts';
import { previewsMigration } from './migrations/005-previews.ts';
import { mediaVariantsMigration } from './migrations/006-media-variants.ts';
import { leadsMigration } from './migrations/007-leads.ts';
import { leadIndexesMigration } from './migrations/008-lead-indexes.ts';
import { spamMigration } from './migrations/009-spam.ts';
import { leadFilesMigration } from './migrations/011-lead-files.ts';
import { repliesMigration } from './migrations/012-replies.ts';
import { alertsMigration } from './migrations/013-alerts.ts';
import { privacyMigration } from './migrations/014-privacy.ts';
import { statsMigration } from './migrations/015-stats.ts';
import { filesNotCleanedMigration } from './migrations/016-files-not-cleaned.ts';
import { acknowledgementsMigration } from './migrations/017-acknowledgements.ts';
import { autosavesMigration } from './migrations/018-autosaves.ts';
import { personNamesMigration } from './migrations/019-person-names.ts';
import { commentsMigration } from './migrations/020-comments.ts';
import { taxonomyMigration } from './migrations/021-taxonomy.ts';
import { jobsMigration } from './migrations/023-jobs.ts';
import { quotesMigration } from './migrations/024-quotes.ts';
import { visitsMigration } from './migrations/025-visits.ts';
import { reviewsMigration } from './migrations/027-reviews.ts';
import { quoteDocumentsMigration } from './migrations/028-quote-documents.ts';
import { mailJobsMigration } from './migrations/029-mail-jobs.ts';
import { alertJobsMigration } from './migrations/030-alert-jobs.ts';
import { type DatabaseWatch, unwatched } from './outage.ts';
import { type PoolTimeouts, watchedPool } from './pg-pool.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';

export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which engine it is, and how to close it. */
export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** Where relative SQLite paths start. */
  root?: string;
  timeouts?: PoolTimeouts;
  /** Told about every query that worked and every outage (for the log and /healthz). */
  watch?: DatabaseWatch;
}

const DEFAULT_TIMEOUTS: PoolTimeouts = { connectMs: 5000, statementMs: 5000 };

/** Every migration, in order; a new one is appended here and never edited once released. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-web-vitals': webVitalsMigration(dialect),
    '003-accounts': accountsMigration(dialect),
    '004-content': contentMigration(dialect),
    '005-previews': previewsMigration(dialect),
    '006-media-variants': mediaVariantsMigration(dialect),
    '007-leads': leadsMigration(dialect),
    '008-lead-indexes': leadIndexesMigration(),
    '009-spam': spamMigration(dialect),
    '011-lead-files': leadFilesMigration(dialect),
    '012-replies': repliesMigration(dialect),
    '013-alerts': alertsMigration(dialect),
    '014-privacy': privacyMigration(dialect),
    '015-stats': statsMigration(dialect),
    '016-files-not-cleaned': filesNotCleanedMigration(),
    '017-acknowledgements': acknowledgementsMigration(),
    '018-autosaves': autosavesMigration(),
    '019-person-names': personNamesMigration(),
    '020-comments': commentsMigration(),
    '021-taxonomy': taxonomyMigration(dialect),
    '023-jobs': jobsMigration(dialect),
    '024-quotes': quotesMigration(dialect),
    '025-visits': visitsMigration(dialect),
    '027-reviews': reviewsMigration(dialect),
    '028-quote-documents': quoteDocumentsMigration(dialect),
    '029-mail-jobs': mailJobsMigration(),
    '030-alert-jobs': alertJobsMigration(),
  };
}

/** The names of every migration this code expects to have run. */
export const expectedMigrations = (dialect: Dialect) => Object.keys(migrations(dialect));

/**
 * Opens the database named by `url` (`sqlite:FILE` or `postgres://…`). An SQLite file's folder
 * is created, and a file the server cannot write stops the start here.
 */
export function openDatabase(url: string, options: DatabaseOptions | string = {}): Db {
  const {
    root = process.cwd(),
    timeouts = DEFAULT_TIMEOUTS,
    watch = unwatched,
  } = typeof options === 'string' ? { root: options } : options;
  if (url.startsWith('sqlite:')) {
    const file = resolve(root, url.slice('sqlite:'.length) || 'data/site.db');
    let database: ReturnType<typeof openSqlite>;
    try {
      mkdirSync(dirname(file), { recursive: true });
      database = openSqlite(file);
    } catch (error) {
      throw new StartError(
        `The SQLite file ${file} cannot be opened for writing: ${describeError(error)}; let the server's user write the file and its folder, or set DATABASE_URL to another file.`,
      );
    }
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database }),
      log(event) {
        if (event.level === 'query') watch.ok();
        else watch.fail(event.error);
      },
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = watchedPool(url, timeouts, watch);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Brings the schema up to date; safe to run from several servers at once on PostgreSQL.
 * `through` stops after that migration (the tests of an upgrade start from an older schema).
 */
export async function migrate({ db, dialect }: Db, through?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await (through
    ? migrator.migrateTo(through)
    : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const at = failed ? ` at ${failed.migrationName}` : '';
    throw new StartError(`Database migration failed${at}: ${describeError(error)}.`, {
      cause: error,
    });
  }
}

/** True when every expected migration has run (throws when the database cannot be read). */
export async function migrationsCurrent({ db, dialect }: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  return expectedMigrations(dialect).every((name) => done.has(name));
}
