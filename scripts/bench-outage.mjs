// `npm run bench:outage`: two servers on one PostgreSQL under form-post load; PostgreSQL is shut
// down (as a restart or failover does), kept down a few seconds, and started again. Prints the
// requests, how many were acknowledged, answered 503 or otherwise, how long each server took
// to acknowledge a post again after PostgreSQL was back, and proves nothing acknowledged was
// lost (every acknowledged post is in the database) and both servers stayed up.
// Usage: npm run bench:outage [-- --clients 20 --down 5 --after 5]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../common/free-port.ts';
import { TEST_FORM_SECRET, testToken } from '../tests/server/support/form-tokens.ts';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    before: { type: 'string', default: '3' },
    down: { type: 'string', default: '5' },
    after: { type: 'string', default: '5' },
  },
});
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

ensureBuild();
const { startPostgres } = await import('../tests/server/support/postgres.ts');
const cluster = startPostgres(await findFreePort(55732));
const servers = [];
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_outage');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/bench_outage');
  for (let n = 0; n < 2; n++) {
    servers.push(
      await startServer({
        env: {
          DATABASE_URL: databaseUrl,
          RATE_LIMIT_PER_MINUTE: '100000000',
          FORM_SECRET: TEST_FORM_SECRET,
          FORMS_PER_HOUR: '100000000',
        },
        pipeStderr: true,
      }),
    );
  }
  const logs = servers.map(() => []);
  for (const [n, server] of servers.entries()) {
    server.child.stderr.on('data', (chunk) => logs[n].push(String(chunk)));
  }

  const started = performance.now();
  const now = () => performance.now() - started;
  const outcomes = [];
  let running = true;
  let next = 0;
  const client = async () => {
    while (running) {
      const n = next++;
      const server = n % 2;
      const marker = `outage-${n}`;
      try {
        const response = await fetch(`${servers[server].url}/api/forms/message`, {
          method: 'POST',
          body: new URLSearchParams({
            name: 'Bench Visitor',
            email: 'bench@example.com',
            message: `Message ${marker}`,
            form_token: testToken(),
          }),
          headers: { Origin: servers[server].url },
          signal: AbortSignal.timeout(30_000),
        });
        const result = await response.json();
        const status =
          response.status === 200 && result.status === 'sent' ? 'ack' : response.status;
        outcomes.push({ marker, server, status, at: now() });
      } catch (error) {
        outcomes.push({ marker, server, status: error.cause?.code ?? error.name, at: now() });
      }
    }
  };
  const load = Promise.all(Array.from({ length: Number(values.clients) }, client));
  await sleep(Number(values.before) * 1000);
  const downAt = now();
  await cluster.shutDown();
  await sleep(Number(values.down) * 1000);
  await cluster.startAgain();
  const upAt = now();
  await sleep(Number(values.after) * 1000);
  running = false;
  await load;

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query('select message from submissions');
  await check.end();
  const stored = new Set(rows.map((row) => row.message));
  const acked = outcomes.filter((o) => o.status === 'ack');
  const lost = acked.filter((o) => !stored.has(`Message ${o.marker}`)).length;
  const recovery = [0, 1].map((server) => {
    const first = outcomes.find((o) => o.server === server && o.status === 'ack' && o.at > upAt);
    return first ? `${((first.at - upAt) / 1000).toFixed(2)} s` : 'never';
  });
  const alive = servers.every((server) => server.child.exitCode === null);
  const count = (status) => outcomes.filter((o) => o.status === status).length;
  console.table([
    {
      clients: Number(values.clients),
      requests: outcomes.length,
      acknowledged: acked.length,
      unavailable503: count(503),
      other: outcomes.length - acked.length - count(503),
      postgresDownS: ((upAt - downAt) / 1000).toFixed(1),
      recoveryAfterRestart: recovery.join(' / '),
      lost,
      bothServersUp: alive,
    },
  ]);
  console.log('Log lines of server 1:');
  process.stdout.write(logs[0].join(''));
  const ok = lost === 0 && alive && !recovery.includes('never');
  console.log(ok ? 'Zero lost, both servers up, both recovered.' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.close()));
  cluster.stop();
}
