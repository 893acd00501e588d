// `npm run bench:alerts`: how long a new lead takes to reach the office's webhook and a phone's
// push while the mail server is down (issue 19: within 10 s, p95). Two servers on one
// PostgreSQL (leads posted to each in turn: the other server's timer must pick some up only if
// the first does not) and one server on SQLite; SMTP_URL names a port where nothing listens.
// The webhook receiver and the push service are HTTP servers in this process; each push is
// decrypted with the test device's keys to know which lead it announces. Prints p50/p95/max per
// database and channel; exit 1 when a p95 is over 10 s or an alert is missing.
// Usage: npm run bench:alerts [-- --leads 40 --gap 100]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../common/free-port.ts';
import { startCapture } from '../tests/server/support/capture-http.ts';
import { TEST_FORM_SECRET, testToken } from '../tests/server/support/form-tokens.ts';
import { pushDevice } from '../tests/server/support/push-device.ts';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '40' }, gap: { type: 'string', default: '100' } },
});
const LEADS = Number(values.leads);
const GAP_MS = Number(values.gap);
const LIMIT_MS = 10_000;
const PASSWORD = 'bench-alerts-password';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const post = (base, path, fields, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams({ form_token: testToken(), ...fields }),
    redirect: 'manual',
    headers: { Origin: base, cookie },
  });

async function setUp(base, capture, phone) {
  const signIn = await post(base, '/admin/sign-in', {
    email: 'owner@example.com',
    password: PASSWORD,
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const hook = await post(
    base,
    '/admin/alerts',
    { intent: 'webhook', webhookUrl: `${capture.url}/hook` },
    cookie,
  );
  const push = await post(
    base,
    '/admin/alerts/push',
    { intent: 'subscribe', endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth },
    cookie,
  );
  if (hook.status !== 200 || push.status !== 200)
    throw new Error(`set-up failed: ${hook.status} ${push.status}`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};

/** Posts the leads to `bases` in turn and measures each one's arrival at both receivers. */
async function measure(label, bases, capture, phone) {
  const sent = new Map();
  for (let n = 0; n < LEADS; n++) {
    const name = `Bench ${label} ${n}`;
    sent.set(name, Date.now());
    const base = bases[n % bases.length];
    const response = await post(base, '/contact-us', {
      name,
      email: `bench${n}@example.com`,
      message: `bench ${n}`,
    });
    if (response.status !== 303) throw new Error(`post ${n}: ${response.status}`);
    await sleep(GAP_MS);
  }
  const deadline = Date.now() + 60_000;
  while (
    Date.now() < deadline &&
    (capture.at('/hook').length < LEADS || capture.at('/push/phone').length < LEADS)
  ) {
    await sleep(100);
  }
  const byId = new Map();
  const webhook = [];
  for (const hook of capture.at('/hook')) {
    const { id, name } = JSON.parse(hook.body.toString());
    byId.set(`/admin/leads/${id}`, name);
    webhook.push(hook.at - sent.get(name));
  }
  const push = capture
    .at('/push/phone')
    .map((p) => p.at - sent.get(byId.get(JSON.parse(phone.decrypt(p.body)).path)));
  const row = (channel, times) => ({
    database: label,
    channel,
    alerts: `${times.length}/${LEADS}`,
    p50_ms: percentile(times, 0.5),
    p95_ms: percentile(times, 0.95),
    max_ms: Math.max(...times),
  });
  return [row('webhook', webhook), row('push', push)];
}

ensureBuild();
const env = {
  ADMIN_PASSWORD: PASSWORD,
  ADMIN_EMAIL: 'owner@example.com',
  RATE_LIMIT_PER_MINUTE: '100000000',
  FORM_SECRET: TEST_FORM_SECRET,
  FORMS_PER_HOUR: '100000000',
  SMTP_URL: `smtp://127.0.0.1:${await findFreePort(43300)}`,
  NOTIFY_TO: 'office@example.com',
  PUBLIC_URL: 'https://leads.example.test',
};
const { startPostgres } = await import('../tests/server/support/postgres.ts');
const cluster = startPostgres(await findFreePort(57532));
const servers = [];
const rows = [];
try {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  for (const kind of ['sqlite', 'postgres']) {
    const capture = await startCapture();
    const phone = pushDevice(`${capture.url}/push/phone`);
    let databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-alerts-')), 'site.db')}`;
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_alerts');
      await admin.end();
      databaseUrl = cluster.url.replace(/\/postgres$/, '/bench_alerts');
    }
    const mine = [];
    for (let n = 0; n < (kind === 'postgres' ? 2 : 1); n++) {
      const server = await startServer({
        // The receivers are on this machine (decision 040).
        env: {
          ...env,
          DATABASE_URL: databaseUrl,
          ALERTS_ALLOW_PRIVATE: '1',
          ALERTS_PUSH_TEST_ORIGIN: capture.url,
        },
        pipeStderr: true,
      });
      servers.push(server);
      mine.push(server.url);
    }
    await setUp(mine[0], capture, phone);
    rows.push(
      ...(await measure(
        kind === 'postgres' ? 'postgres (2 servers)' : 'sqlite',
        mine,
        capture,
        phone,
      )),
    );
    await capture.close();
  }
} finally {
  for (const server of servers) await server.close();
  cluster.stop();
}
console.log(`alerts with the mail server down: ${LEADS} leads, one every ${GAP_MS} ms`);
console.table(rows);
const failed = rows.filter((row) => row.p95_ms > LIMIT_MS || !row.alerts.startsWith(`${LEADS}/`));
if (failed.length > 0) {
  console.log(
    `over ${LIMIT_MS} ms at p95 or missing: ${failed.map((r) => `${r.database} ${r.channel}`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`every p95 within ${LIMIT_MS} ms`);
