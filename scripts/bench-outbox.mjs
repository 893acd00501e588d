// `npm run bench:outbox`: a backlog of office mails built up while the SMTP server is down,
// then the time the real server takes to send it all once SMTP is back. Prints the time to the
// first mail and to the last, mails per second, and proves each went exactly once (distinct
// Message-IDs, no repeats).
// Usage: npm run bench:outbox [-- --mails 1000 --interval 30 --db sqlite|postgres]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../common/free-port.ts';
import { TEST_FORM_SECRET, testToken } from '../tests/server/support/form-tokens.ts';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '1000' },
    // OUTBOX_INTERVAL_SECONDS, the jobs' tick (30: the outbox's old default, to compare with it);
    // the drain starts at the first run after SMTP is back.
    interval: { type: 'string', default: '30' },
    db: { type: 'string', default: 'sqlite' },
    concurrency: { type: 'string', default: '20' },
  },
});
const MAILS = Number(values.mails);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** An SMTP server that only counts: each mail's Message-ID, read from its header. */
function startCapture(port) {
  const ids = [];
  let firstAt;
  let lastAt;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk;
      });
      stream.on('end', () => {
        ids.push(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '');
        firstAt ??= performance.now();
        lastAt = performance.now();
        done();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        ids,
        times: () => ({ firstAt, lastAt }),
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

async function databaseUrl(kind, postgres) {
  if (kind === 'sqlite') return `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-')), 'site.db')}`;
  const name = `bench_outbox_${Date.now()}`;
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

async function backlogOf(base) {
  const health = await (await fetch(`${base}/healthz`)).json();
  return health.outbox.backlog;
}

ensureBuild();
let postgres;
if (values.db === 'postgres') {
  const { startPostgres } = await import('../tests/server/support/postgres.ts');
  postgres = startPostgres(await findFreePort(55632));
}
const smtpPort = await findFreePort(42900);
let log = '';
const server = await startServer({
  env: {
    DATABASE_URL: await databaseUrl(values.db, postgres),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_TO: 'office@example.com',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Each post carries a token as a visitor's page would (the spam checks pass it).
    FORM_SECRET: TEST_FORM_SECRET,
    FORMS_PER_HOUR: '100000000',
    OUTBOX_INTERVAL_SECONDS: values.interval,
  },
  pipeStderr: true,
});
server.child.stderr.on('data', (chunk) => {
  log += chunk;
});
let capture;
try {
  // The backlog: every form post queues one office mail; SMTP is down.
  let next = 0;
  const post = async () => {
    while (next < MAILS) {
      const n = next++;
      const response = await fetch(`${server.url}/api/forms/message`, {
        method: 'POST',
        body: new URLSearchParams({
          name: `Backlog ${n}`,
          email: `backlog${n}@example.com`,
          message: `Backlog mail ${n}.`,
          form_token: testToken(),
        }),
        headers: { Origin: server.url },
      });
      if (response.status !== 200) throw new Error(`Post ${n} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, post));
  while (!/ mail: /.test(log)) await sleep(100);
  const queued = await backlogOf(server.url);

  // SMTP comes back.
  const backAt = performance.now();
  capture = await startCapture(smtpPort);
  const deadline = backAt + 10 * 60 * 1000;
  while (capture.ids.length < queued && performance.now() < deadline) await sleep(50);
  // A few more seconds: anything sent twice would show up now.
  await sleep(3000);
  const { firstAt, lastAt } = capture.times();
  const distinct = new Set(capture.ids).size;
  const result = {
    db: values.db,
    outboxIntervalSeconds: Number(values.interval),
    backlog: queued,
    received: capture.ids.length,
    distinctMessageIds: distinct,
    firstMailAfterSmtpBackS: firstAt ? ((firstAt - backAt) / 1000).toFixed(1) : null,
    drainedAfterSmtpBackS: lastAt ? ((lastAt - backAt) / 1000).toFixed(1) : null,
    sendingMailsPerS:
      lastAt && firstAt ? (capture.ids.length / ((lastAt - firstAt) / 1000)).toFixed(0) : null,
    backlogLeft: await backlogOf(server.url),
  };
  console.table([result]);
  const exact = result.received === queued && distinct === queued && result.backlogLeft === 0;
  console.log(exact ? 'Every mail sent exactly once.' : 'NOT every mail went exactly once.');
  process.exitCode = exact ? 0 : 1;
} finally {
  await server.close();
  await capture?.close();
  postgres?.stop();
}
