// `npm run bench:inbox`: the pipeline's pages over 10,000 leads, on SQLite and on PostgreSQL:
// the list, its filters, search (words and _ literally), the board, the home and a lead, each
// asked ROUNDS times through the real server with a session, timed to the last byte; each lead
// has its office mail in the outbox, as in use. Fails
// (exit 1) when a p95 is over 200 ms. A benchmark, not a test: the numbers depend on the machine.
// Usage: npm run bench:inbox [-- --leads 10000 --rounds 30 --database both|sqlite|postgres]
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '../common/free-port.ts';
import { seedPostgres, seedSqlite } from './lib/bench-leads.mjs';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '30' },
    database: { type: 'string', default: 'both' },
  },
});
const LEADS = Number(values.leads);
const ROUNDS = Number(values.rounds);
const LIMIT_MS = 200;
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;
const PASSWORD = 'bench-inbox-password';
const EMAIL = 'owner@bench.example';
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

const PAGES = [
  ['list', '/admin/leads'],
  ['list, page 20', '/admin/leads?page=20'],
  ['filter: stage + owner + kind', '/admin/leads?stage=quote_sent&owner=2&kind=quote'],
  ['filter: dates + nobody', '/admin/leads?from=2026-01-01&to=2026-03-31&owner=none'],
  ['filter: stale', '/admin/leads?flag=stale'],
  ['search: words', '/admin/leads?q=kitchen'],
  ['search: _ literally', '/admin/leads?q=snake_case'],
  ['search: % + stage', '/admin/leads?q=50%25&stage=won'],
  ['board', '/admin/leads/board'],
  ['board, filtered', '/admin/leads/board?kind=message&q=roof'],
  ['home', '/admin'],
  ['lead', '/admin/leads/4001'],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** CPU time (user + system, ms) the process `pid` has used: what a request costs the server, whatever else the machine runs. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime + stime) * 1000) / CLOCK_TICKS;
}

/**
 * Times each page ROUNDS times (after one warm-up), to the last byte, and the server's CPU per
 * request (its own process; PostgreSQL's work is in the wall time only). Returns the rows over
 * the limit.
 */
async function measure(label, { url: base, child }) {
  const cookie = await signIn(base);
  const over = [];
  console.log(`${label}, ${LEADS.toLocaleString('en')} leads, ${ROUNDS} requests each:`);
  for (const [name, path] of PAGES) {
    const times = [];
    let cpuStart = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      if (round === 1) cpuStart = cpuMs(child.pid);
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (round > 0) times.push(performance.now() - start);
    }
    const cpu = (cpuMs(child.pid) - cpuStart) / ROUNDS;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    if (p95 > LIMIT_MS) over.push(`${label} ${name}`);
    console.log(
      `  ${name.padEnd(30)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  server CPU ${cpu.toFixed(1).padStart(5)} ms${p95 > LIMIT_MS ? '  OVER' : ''}`,
    );
  }
  return over;
}

// The machine's load: on a shared machine the wall times include waiting for a core.
const load = () => loadavg()[0].toFixed(1);
const env = { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAIL: EMAIL, RATE_LIMIT_PER_MINUTE: '100000' };
ensureBuild();
const over = [];
console.log(
  // startServer runs the server with NODE_ENV=production (React's production renderer).
  `${cpus().length} cores, load average ${load()}; the server's NODE_ENV production`,
);

const runs = (kind) => values.database === 'both' || values.database === kind;

if (runs('sqlite')) {
  const sqliteFile = join(mkdtempSync(join(tmpdir(), 'bench-inbox-')), 'site.db');
  // The server creates the schema; the leads go in beside it (SQLite's WAL lets both work).
  const server = await startServer({ env: { ...env, DATABASE_URL: `sqlite:${sqliteFile}` } });
  try {
    seedSqlite(sqliteFile, LEADS);
    over.push(...(await measure('SQLite', server)));
  } finally {
    await server.close();
  }
}

if (runs('postgres')) {
  const { startPostgres } = await import('../tests/server/support/postgres.ts');
  const postgres = startPostgres(await findFreePort(57432));
  try {
    const server = await startServer({ env: { ...env, DATABASE_URL: postgres.url } });
    try {
      await seedPostgres(postgres.url, LEADS);
      over.push(...(await measure('PostgreSQL', server)));
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
}

console.log(`load average ${load()} at the end`);
if (over.length) {
  console.log(`p95 over ${LIMIT_MS} ms: ${over.join(', ')}`);
  process.exit(1);
}
console.log(`Every p95 within ${LIMIT_MS} ms.`);
