/**
 * A database as a server's first start leaves it, made once per server-test run and copied for
 * each site that would otherwise make it again: the migrations, the content seed and its sample
 * comments, the first owner (the test settings' ADMIN_EMAIL and ADMIN_PASSWORD). A copy is an
 * SQLite file copied, or a PostgreSQL database created from the template (`CREATE DATABASE …
 * TEMPLATE`). A start on a copy is then a restart: it finds the schema current, the seed there
 * and the owner's password unchanged, and writes nothing (tests/server/template-database.test.ts
 * compares a copy after a start with a fresh database after its first start, table by table).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { COMPILE_CACHE, NODE_FLAGS } from '../../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first-started SQLite file copied for each seeded site. */
    sqliteTemplate: string;
    /** The first-started PostgreSQL database (on `postgresUrl`'s cluster) each seeded one copies. */
    postgresTemplate: string;
  }
}

/** The SQLite file's name in its folder, as freshDatabaseUrl names it. */
const FILE = 'site.db';

/**
 * The settings a first start writes from (the first owner): a site that sets any of them starts
 * on an empty database. The rest are not stored at a start (FORM_SECRET given is used as it is;
 * a start without one makes the key on the copy as on an empty database).
 */
const FIRST_START_SETTINGS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME'];

/** Whether a site started with `env` over the test settings may start on a template's copy. */
export function startsLikeTemplate(env: Record<string, string>) {
  return FIRST_START_SETTINGS.every((name) => !(name in env));
}

/**
 * What every start does to its database (server/services-start.ts, as server/main.ts and the
 * in-process site run it) on each of `databaseUrls` with `settings`, in one Node process of its
 * own (first-start.ts): the first start's part that a later start skips. A server's timers
 * (alerts, jobs, sweepers) are not started: they run on a copy as they would on an empty one.
 */
async function firstStart(databaseUrls: string[], settings: Record<string, string>) {
  const script = join(import.meta.dirname, 'first-start.ts');
  await promisify(execFile)(process.execPath, [...NODE_FLAGS, script, ...databaseUrls], {
    env: { ...process.env, NODE_ENV: 'production', NODE_COMPILE_CACHE: COMPILE_CACHE, ...settings },
  });
}

/**
 * Every start on a database with content moves the change counter once (the check for settings
 * documents the seed added since commits, even when it adds none), and a first start's seed once:
 * the template's counter is set one back, so a copy once started holds a first start's number.
 */
const COUNTER_BACK = 'update content_state set version = version - 1 where id = 1';

/**
 * Makes both templates (the global setup, once per run): an SQLite file and a PostgreSQL
 * database on the cluster of `postgresAdminUrl`, each after a server's first start with
 * `settings` (the test settings).
 */
export async function makeTemplates(postgresAdminUrl: string, settings: Record<string, string>) {
  const sqliteTemplate = join(mkdtempSync(join(tmpdir(), 'site-template-')), FILE);
  const postgresTemplate = `template_${randomBytes(6).toString('hex')}`;
  await sql(postgresAdminUrl, `CREATE DATABASE ${postgresTemplate}`);
  const postgresTemplateUrl = postgresAdminUrl.replace(/\/postgres$/, `/${postgresTemplate}`);
  await firstStart([`sqlite:${sqliteTemplate}`, postgresTemplateUrl], settings);
  const db = new DatabaseSync(sqliteTemplate);
  db.exec(COUNTER_BACK);
  db.close();
  await sql(postgresTemplateUrl, COUNTER_BACK);
  return { sqliteTemplate, postgresTemplate };
}

async function sql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database of `kind` holding what a first start with the test settings writes. */
export async function seededDatabaseUrl(kind: 'sqlite' | 'postgres'): Promise<string> {
  if (kind === 'sqlite') {
    const template = inject('sqliteTemplate');
    const file = join(mkdtempSync(join(tmpdir(), 'site-db-')), FILE);
    copyFileSync(template, file);
    // A server stopped cleanly leaves its write-ahead log checkpointed; copied if not.
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix);
    }
    return `sqlite:${file}`;
  }
  const adminUrl = inject('postgresUrl');
  const name = `site_${randomBytes(6).toString('hex')}`;
  await sql(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
