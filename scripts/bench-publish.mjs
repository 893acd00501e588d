// `npm run bench:publish`: how long a publish takes to show on the public URL, as the office does
// it (the edit form posted with "Publish now"), p50/p95 over 20 publishes: on one server with
// SQLite, and on two servers sharing one PostgreSQL (published on A, read on B). Then the time
// to the last byte of warm content pages against the same pages' pre-rendered files served as
// static files (the ratio). A benchmark, not a test: the numbers depend on the machine.
// Usage: npm run bench:publish [-- --rounds 20]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(values.rounds);
const PASSWORD = 'bench-publish-password';
const EMAIL = 'owner@bench.example';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n) => `${n.toFixed(0)} ms`;

async function signIn(base) {
  const response = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    headers: { Origin: base },
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie;
}

/** The edit form of the first post as the browser would send it, and the post's address. */
async function editForm(base, cookie) {
  const list = await (await fetch(`${base}/admin/content/posts`, { headers: { cookie } })).text();
  const path = /href="(\/admin\/content\/posts\/\d+)"/.exec(list)?.[1];
  if (!path) throw new Error('the posts list shows no post');
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const { document, FormData } = new JSDOM(html).window;
  const form = document.querySelector('input[name="title"]')?.form;
  if (!form) throw new Error('the edit screen has no form with a title');
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) fields.append(name, String(value));
  return { path, fields, slug: fields.get('slug') };
}

/** Publishes a new title through A's editor; resolves with the ms until B's page shows it. */
async function publishOnce(a, b, cookie, form, round) {
  const title = `Bench headline ${round} ${Date.now()}`;
  const fields = new URLSearchParams(form.fields);
  fields.set('title', title);
  fields.set('intent', 'publish');
  const started = performance.now();
  const answer = await fetch(`${a}${form.path}`, {
    method: 'POST',
    body: fields,
    headers: { cookie, Origin: a },
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`publishing answered ${answer.status}`);
  for (;;) {
    const page = await (await fetch(`${b}/blog/${form.slug}`)).text();
    if (page.includes(title)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error('the publish did not show in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function publishRounds(label, a, b) {
  const cookie = await signIn(a);
  const times = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // The form as the editor shows it after the last publish (with its version), untimed.
    const form = await editForm(a, cookie);
    times.push(await publishOnce(a, b, cookie, form, round));
  }
  times.sort((x, y) => x - y);
  console.log(
    `${label}: publish → visible on the public URL, ${ROUNDS} publishes: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1))}`,
  );
}

/** p50 time to the last byte of `path`, 200 sequential warm requests. */
async function warm(base, path) {
  const times = [];
  await (await fetch(`${base}${path}`)).arrayBuffer();
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  return percentile(times, 0.5);
}

const env = { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAIL: EMAIL, RATE_LIMIT_PER_MINUTE: '100000' };
ensureBuild();

// One server, SQLite.
const sqlite = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-publish-')), 'site.db')}`;
const one = await startServer({ env: { ...env, DATABASE_URL: sqlite } });
try {
  await publishRounds('1 server, SQLite', one.url, one.url);
  // Warm pages: rendered from the store and cached, against the build's file for that page.
  const { createServer } = await import('node:http');
  const { readFile } = await import('node:fs/promises');
  const { buildDir } = await import('./lib/paths.mjs');
  const files = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    // Compressed per request, as the site's server sends a static file (hono/compress).
    const body = gzipSync(await readFile(join(buildDir, path === '/' ? '' : path, 'index.html')));
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' })
      .end(body);
  });
  await new Promise((resolve) => files.listen(0, '127.0.0.1', resolve));
  const fileBase = `http://127.0.0.1:${files.address().port}`;
  for (const path of ['/', '/services', '/about-us', '/portfolio/3-columns']) {
    const rendered = await warm(one.url, path);
    const file = await warm(fileBase, path);
    console.log(
      `warm ${path}: server ${rendered.toFixed(2)} ms, static file ${file.toFixed(2)} ms (ratio ${(rendered / file).toFixed(2)})`,
    );
  }
  files.close();
} finally {
  await one.close();
}

// Two servers, one PostgreSQL.
const { startPostgres } = await import('../tests/server/support/postgres.ts');
const { findFreePort } = await import('../common/free-port.ts');
const postgres = startPostgres(await findFreePort(56432));
try {
  const a = await startServer({ env: { ...env, DATABASE_URL: postgres.url } });
  const b = await startServer({ env: { ...env, DATABASE_URL: postgres.url } });
  try {
    await publishRounds('2 servers, PostgreSQL (published on A, read on B)', a.url, b.url);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
} finally {
  postgres.stop();
}
