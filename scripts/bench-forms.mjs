// `npm run bench:forms`: N concurrent form submissions for a fixed time against the local
// server, on SQLite and on PostgreSQL; prints requests per second, p50/p95/p99 latency, and
// proves nothing was lost: rows stored equals submissions acknowledged.
// Usage: npm run bench:forms [-- --concurrency 20 --seconds 10 --db sqlite,postgres]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../common/free-port.ts';
import { TEST_FORM_SECRET, testToken } from '../tests/server/support/form-tokens.ts';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    db: { type: 'string', default: 'sqlite,postgres' },
  },
});
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const PASSWORD = 'bench-inbox-password';
/** The first owner's sign-in email (ADMIN_PASSWORD makes the account). */
const ADMIN_EMAIL = 'bench-owner@example.com';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function databaseUrl(kind, postgres) {
  if (kind === 'sqlite') return `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-')), 'site.db')}`;
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

/** Rows of kind "message" in the inbox, read through its CSV export. */
async function storedMessages(base) {
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: PASSWORD }),
    headers: { Origin: base },
    redirect: 'manual',
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const csv = await (
    await fetch(`${base}/admin/export.csv?kind=message`, { headers: { cookie } })
  ).text();
  return csv.split('\r\n').filter((line) => /^\d+,message,/.test(line)).length;
}

async function run(kind, postgres) {
  const server = await startServer({
    env: {
      DATABASE_URL: await databaseUrl(kind, postgres),
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_EMAIL,
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Each post carries a token as a visitor's page would (the spam checks pass it).
      FORM_SECRET: TEST_FORM_SECRET,
      FORMS_PER_HOUR: '100000000',
    },
  });
  const latencies = [];
  let acknowledged = 0;
  let failed = 0;
  let counter = 0;
  const stopAt = Date.now() + SECONDS * 1000;
  const worker = async (id) => {
    while (Date.now() < stopAt) {
      const n = counter++;
      const body = new URLSearchParams({
        name: `Bench ${id}-${n}`,
        email: `bench${n}@example.com`,
        subject: 'Load test',
        message: `Submission ${n} from worker ${id}.`,
        form_token: testToken(),
      });
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/api/forms/message`, {
          method: 'POST',
          body,
          headers: { Origin: server.url },
        });
        const result = await response.json();
        latencies.push(performance.now() - started);
        if (response.status === 200 && result.status === 'sent') acknowledged++;
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, id) => worker(id)));
  const elapsed = (performance.now() - started) / 1000;
  const stored = await storedMessages(server.url);
  await server.close();
  latencies.sort((a, b) => a - b);
  return {
    db: kind,
    requests: latencies.length + failed,
    rps: (latencies.length / elapsed).toFixed(1),
    p50: percentile(latencies, 0.5)?.toFixed(1),
    p95: percentile(latencies, 0.95)?.toFixed(1),
    p99: percentile(latencies, 0.99)?.toFixed(1),
    failed,
    acknowledged,
    stored,
    lost: acknowledged - stored,
  };
}

ensureBuild();
const kinds = values.db.split(',').filter(Boolean);
let postgres;
if (kinds.includes('postgres')) {
  const { startPostgres } = await import('../tests/server/support/postgres.ts');
  postgres = startPostgres(await findFreePort(55532));
}
const rows = [];
try {
  for (const kind of kinds) rows.push(await run(kind, postgres));
} finally {
  postgres?.stop();
}
console.log(
  `\n${CONCURRENCY} concurrent clients, ${SECONDS} s per database, POST /api/forms/message`,
);
console.table(rows);
const lost = rows.reduce((n, row) => n + row.lost, 0);
console.log(lost === 0 ? 'Zero lost: every acknowledged submission is stored.' : `${lost} LOST`);
process.exitCode = lost === 0 ? 0 : 1;
