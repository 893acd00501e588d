// `npm run bench:inbox`: the pipeline's pages over 10,000 leads, on SQLite and on PostgreSQL:
// the list, its filters, search (words and _ literally), the board, the home and a lead, each
// asked ROUNDS times through the real server with a session, timed to the last byte; each lead
// has its office mail in the outbox, as in use. Fails
// (exit 1) when a p95 is over 200 ms. A benchmark, not a test: the numbers depend on the machine.
// Usage: npm run bench:inbox [-- --leads 10000 --rounds 30]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort, startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '30' },
  },
});
const LEADS = Number(values.leads);
const ROUNDS = Number(values.rounds);
const LIMIT_MS = 200;
const PASSWORD = 'bench-inbox-password';
const EMAIL = 'owner@bench.example';
const STAGES = ['new', 'contacted', 'site_visit', 'quote_sent', 'won', 'lost'];
const WORDS = ['kitchen', 'roof', 'garage', 'floor', 'extension', 'bathroom', 'porch', 'loft'];
const COLUMNS = [
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'status',
  'fingerprint',
  'stage',
  'folder',
  'owner_id',
  'estimated_value',
  'touched_at',
  'first_reply_at',
  'follow_up_on',
  'lost_reason',
];

/** Lead `i` of the bench: spread over a year, the stages, owners 1–3, both kinds, a spam tenth. */
function lead(i, ownerIds) {
  const created = new Date(Date.now() - ((i * 3_153_600) % 31_536_000_000) - 60_000);
  const stage = STAGES[i % STAGES.length];
  const word = WORDS[i % WORDS.length];
  const answered = stage === 'new' ? null : new Date(created.getTime() + 3_600_000 * (i % 40));
  return [
    i % 3 === 0 ? 'message' : 'quote',
    created.toISOString(),
    `Person ${i}${i % 97 === 0 ? ' Snake_Case' : ''}`,
    `person${i % 4000}@example.com`,
    `+1 555 ${String(i).padStart(4, '0')}`,
    i % 5 === 0 ? `Company ${i}` : null,
    `A new ${word} for the house, about ${i % 100}% done already.`,
    'new',
    `bench-${i}`,
    stage,
    i % 10 === 9 ? 'spam' : 'inbox',
    i % 4 === 0 ? null : ownerIds[i % ownerIds.length],
    i % 2 ? 1000 + (i % 50) * 500 : null,
    answered?.toISOString() ?? null,
    answered?.toISOString() ?? null,
    i % 11 === 0 ? created.toISOString().slice(0, 10) : null,
    stage === 'lost' ? 'Went elsewhere' : null,
  ];
}

/** The office mail of a lead (sent), as the outbox keeps one for every lead: lists read its state. */
const OUTBOX_COLUMNS = [
  'submission_id',
  'to_address',
  'subject',
  'body',
  'created_at',
  'attempts',
  'next_attempt_at',
  'sent_at',
];
const mailRow = (id) => {
  const at = new Date().toISOString();
  return [
    id,
    'office@bench.example',
    `Quote request #${id}`,
    'The request as typed.',
    at,
    1,
    at,
    at,
  ];
};

const PEOPLE = ['Ada', 'Ben', 'Cy'];
const personRow = (name) => [
  `${name.toLowerCase()}@bench.example`,
  name,
  'editor',
  'not-a-hash',
  new Date().toISOString(),
];

function seedSqlite(file) {
  const db = new DatabaseSync(file);
  db.exec('BEGIN');
  const person = db.prepare(
    'insert into users (email, name, role, password_hash, created_at) values (?, ?, ?, ?, ?) returning id',
  );
  const ownerIds = PEOPLE.map((name) => person.get(...personRow(name)).id);
  const insert = db.prepare(
    `insert into submissions (${COLUMNS}) values (${COLUMNS.map(() => '?')})`,
  );
  const mail = db.prepare(
    `insert into outbox (${OUTBOX_COLUMNS}) values (${OUTBOX_COLUMNS.map(() => '?')})`,
  );
  for (let i = 0; i < LEADS; i++) {
    const { lastInsertRowid } = insert.run(...lead(i, ownerIds));
    mail.run(...mailRow(Number(lastInsertRowid)));
  }
  db.exec('COMMIT');
  db.close();
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ownerIds = [];
    for (const name of PEOPLE) {
      const { rows } = await client.query(
        'insert into users (email, name, role, password_hash, created_at) values ($1, $2, $3, $4, $5) returning id',
        personRow(name),
      );
      ownerIds.push(rows[0].id);
    }
    for (let start = 0; start < LEADS; start += 500) {
      const batch = [];
      for (let i = start; i < Math.min(LEADS, start + 500); i++) batch.push(lead(i, ownerIds));
      const placeholders = batch.map(
        (_, row) => `(${COLUMNS.map((__, col) => `$${row * COLUMNS.length + col + 1}`)})`,
      );
      const { rows } = await client.query(
        `insert into submissions (${COLUMNS}) values ${placeholders.join(',')} returning id`,
        batch.flat(),
      );
      const mails = rows.map((row) => mailRow(row.id));
      const mailPlaceholders = mails.map(
        (_, row) =>
          `(${OUTBOX_COLUMNS.map((__, col) => `$${row * OUTBOX_COLUMNS.length + col + 1}`)})`,
      );
      await client.query(
        `insert into outbox (${OUTBOX_COLUMNS}) values ${mailPlaceholders.join(',')}`,
        mails.flat(),
      );
    }
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

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

/** Times each page ROUNDS times (after one warm-up); returns the rows over the limit. */
async function measure(label, base) {
  const cookie = await signIn(base);
  const over = [];
  console.log(`${label}, ${LEADS.toLocaleString('en')} leads, ${ROUNDS} requests each:`);
  for (const [name, path] of PAGES) {
    const times = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (round > 0) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    if (p95 > LIMIT_MS) over.push(`${label} ${name}`);
    console.log(
      `  ${name.padEnd(30)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${p95 > LIMIT_MS ? '  OVER' : ''}`,
    );
  }
  return over;
}

const env = { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAIL: EMAIL, RATE_LIMIT_PER_MINUTE: '100000' };
ensureBuild();
const over = [];

const sqliteFile = join(mkdtempSync(join(tmpdir(), 'bench-inbox-')), 'site.db');
// The server creates the schema; the leads go in beside it (SQLite's WAL lets both work).
let server = await startServer({ env: { ...env, DATABASE_URL: `sqlite:${sqliteFile}` } });
try {
  seedSqlite(sqliteFile);
  over.push(...(await measure('SQLite', server.url)));
} finally {
  await server.close();
}

const { startPostgres } = await import('../tests/server/support/postgres.ts');
const postgres = startPostgres(await findFreePort(57432));
try {
  server = await startServer({ env: { ...env, DATABASE_URL: postgres.url } });
  try {
    await seedPostgres(postgres.url);
    over.push(...(await measure('PostgreSQL', server.url)));
  } finally {
    await server.close();
  }
} finally {
  postgres.stop();
}

if (over.length) {
  console.log(`p95 over ${LIMIT_MS} ms: ${over.join(', ')}`);
  process.exit(1);
}
console.log(`Every p95 within ${LIMIT_MS} ms.`);
