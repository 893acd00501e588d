import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { startServer } from '../../../scripts/serve.mjs';
import { TEST_FORM_SECRET, testToken } from './form-tokens';
import { seededDatabaseUrl, startsLikeTemplate } from './template-database';

export type DatabaseKind = 'sqlite' | 'postgres';
export const databases: DatabaseKind[] = ['sqlite', 'postgres'];
export const ADMIN_PASSWORD = 'test-inbox-password';
/** The first owner's sign-in email (ADMIN_EMAIL; ADMIN_PASSWORD makes the account). */
export const ADMIN_EMAIL = 'owner@example.com';

/** A new, empty database of the given kind. */
export async function freshDatabaseUrl(kind: DatabaseKind): Promise<string> {
  if (kind === 'sqlite') {
    return `sqlite:${join(mkdtempSync(join(tmpdir(), 'site-db-')), 'site.db')}`;
  }
  return createDatabase(inject('postgresUrl'));
}

/** Creates an empty database on the PostgreSQL of `adminUrl`; resolves with its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `site_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** The settings every test server gets unless a test says otherwise. */
export const TEST_SETTINGS = {
  ADMIN_PASSWORD,
  ADMIN_EMAIL,
  RATE_LIMIT_PER_MINUTE: '10000',
  OUTBOX_INTERVAL_SECONDS: '1',
  // Tests sign their posts' form tokens with this key (form-tokens.ts), and post more than a
  // visitor would from one address.
  FORM_SECRET: TEST_FORM_SECRET,
  FORMS_PER_HOUR: '100000',
};

/**
 * A new database for a site started with `env` over the test settings: a copy of the first-start
 * template (template-database.ts) unless `env` changes what a first start writes (the first
 * owner), else an empty one. Either way the site finds what its own first start would leave.
 */
export function siteDatabaseUrl(kind: DatabaseKind, env: Record<string, string> = {}) {
  return startsLikeTemplate(env) ? seededDatabaseUrl(kind) : freshDatabaseUrl(kind);
}

/** The built site's real server on a new database (siteDatabaseUrl); `env` adds settings. */
export async function startSite(kind: DatabaseKind, env: Record<string, string> = {}) {
  return startSiteAt(await siteDatabaseUrl(kind, env), env);
}

/** A port the system says is free now (it may be taken again before use; rare on loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
  });
}

/**
 * The built site's real server on the database at `databaseUrl`. With `pipeStderr`, its log
 * lines are kept in `output()` instead of showing in the test's output. Unless `env` sets
 * PUBLIC_URL, mailed links name this server (its port is chosen first for that).
 */
export async function startSiteAt(
  databaseUrl: string,
  env: Record<string, string> = {},
  { pipeStderr = false } = {},
) {
  let output = '';
  const port = env.PUBLIC_URL ? undefined : await freePort();
  const publicUrl: Record<string, string> = port ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
  const server = await startServer({
    port,
    env: { DATABASE_URL: databaseUrl, ...TEST_SETTINGS, ...publicUrl, ...env },
    pipeStderr,
  });
  server.child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { ...server, databaseUrl, output: () => output };
}

/** Every submission's message, read straight from a PostgreSQL database. */
export async function storedMessages(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>('select message from submissions');
    return new Set(rows.map((row) => row.message));
  } finally {
    await client.end();
  }
}

/** Form fields as a urlencoded body, the way a browser posts a form. */
export function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

/**
 * Where a test's requests go: a server's address (the global fetch), or a site asked in process
 * (in-process-site.ts), whose `fetch` takes addresses under its `url`.
 */
export type Target =
  | string
  | { url: string; fetch: (input: string, init?: RequestInit) => Promise<Response> };

export function reach(target: Target) {
  return typeof target === 'string'
    ? { base: target, send: fetch }
    : { base: target.url, send: target.fetch };
}

/**
 * Posts a form as a browser without script would (same origin, urlencoded, no redirect follow),
 * with a form token from a person's page unless `fields` bring their own (`form_token: ''`
 * sends none).
 */
export function postForm(
  target: Target,
  path: string,
  fields: Record<string, string>,
  headers = {},
  signal?: AbortSignal,
) {
  const { base, send } = reach(target);
  return send(`${base}${path}`, {
    method: 'POST',
    body: formBody({ [TOKEN_FIELD]: testToken(), ...fields }),
    redirect: 'manual',
    headers: { Origin: base, ...headers },
    signal,
  });
}

/** Signs in to the admin (the first owner unless told otherwise) and returns the session cookie. */
export async function signIn(
  base: Target,
  { email = ADMIN_EMAIL, password = ADMIN_PASSWORD, headers = {} } = {},
): Promise<string> {
  const response = await postForm(base, '/admin/sign-in', { email, password }, headers);
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 303 || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

/** The inbox as CSV rows (header first), read with a session. */
export async function exportRows(target: Target, cookie: string, query = '') {
  const { base, send } = reach(target);
  const response = await send(`${base}/admin/export.csv${query}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`Export failed: ${response.status}`);
  return parseCsv((await response.text()).replace(/^\uFEFF/, ''));
}

/** A small RFC 4180 reader for the export. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
