// `npm run bench:frozen`: how long a visitor without script waits for the answer to a form post
// while PostgreSQL is frozen (SIGSTOP: connections stay open, nothing answers), with the
// server's default database timeouts (5 s). Prints each post's time and status, and how long
// /healthz took meanwhile.
// Usage: npm run bench:frozen [-- --posts 3]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../common/free-port.ts';
import { TEST_FORM_SECRET, testToken } from '../tests/server/support/form-tokens.ts';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '3' } } });

ensureBuild();
const { startPostgres } = await import('../tests/server/support/postgres.ts');
const cluster = startPostgres(await findFreePort(55832));
let server;
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_frozen');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/bench_frozen');
  server = await startServer({
    env: { DATABASE_URL: databaseUrl, FORM_SECRET: TEST_FORM_SECRET, FORMS_PER_HOUR: '100000' },
    pipeStderr: true,
  });
  const post = async (path, fields) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, form_token: testToken() }),
      headers: { Origin: server.url },
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    await response.text();
    return { path, status: response.status, ms: Math.round(performance.now() - started) };
  };
  const message = { name: 'Bench Visitor', email: 'bench@example.com', message: 'A message.' };
  // Warm: the pages' reads are cached, the pool holds open connections.
  await post('/contact-us', message);
  cluster.freeze();
  const rows = [];
  try {
    for (let n = 0; n < Number(values.posts); n++) rows.push(await post('/contact-us', message));
    const started = performance.now();
    const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(60_000) });
    rows.push({
      path: '/healthz',
      status: health.status,
      ms: Math.round(performance.now() - started),
    });
  } finally {
    cluster.thaw();
  }
  console.table(rows);
} finally {
  await server?.close();
  cluster.stop();
}
