import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { waitForDatabase } from '../../server/db/wait.ts';
import { eventually } from './support/eventually';
import { startFormLoad } from './support/form-load';
import { startPostgres } from './support/postgres';
import { createDatabase, postForm, signIn, startSiteAt, storedMessages } from './support/site';

// PostgreSQL restarted and frozen under the site's servers. It needs a cluster of its own: the
// run's shared one must stay up for the other files.

type Site = Awaited<ReturnType<typeof startSiteAt>>;
const TIMEOUTS = { DB_CONNECT_TIMEOUT_SECONDS: '2', DB_STATEMENT_TIMEOUT_SECONDS: '2' };

const health = async (site: Site) => {
  const response = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.json() };
};

describe('PostgreSQL going away under load', () => {
  let cluster: ReturnType<typeof startPostgres>;
  let databaseUrl: string;
  let sites: Site[] = [];

  beforeAll(async () => {
    cluster = startPostgres(await findFreePort(56600));
    databaseUrl = await createDatabase(cluster.url);
    sites = await Promise.all(
      [1, 2].map(() => startSiteAt(databaseUrl, TIMEOUTS, { pipeStderr: true })),
    );
  });
  /** A failed step leaves the cluster running for the next test. */
  let isDown = false;
  let stopLoad: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await stopLoad?.();
    stopLoad = undefined;
    if (isDown) await cluster.startAgain();
    isDown = false;
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    cluster?.stop();
  });

  it('a restart: both servers stay up, 503 with the form kept in between, nothing acknowledged is lost, recovery without restart', async () => {
    const cookie = await signIn((sites[0] as Site).url);
    const load = startFormLoad(
      sites.map((site) => site.url),
      { clients: 6 },
    );
    stopLoad = load.stop;
    await eventually(async () =>
      load.outcomes.filter((o) => o.status === 303).length > 20 ? true : undefined,
    );

    const downAt = load.elapsed();
    await cluster.shutDown();
    isDown = true;
    // During the outage: static pages still served, the health check says so.
    // (A keep-alive connection may close as a request leaves on it: retried, as browsers do.)
    const page = await eventually(async () => (await fetch(`${sites[0]?.url}/about-us`)).status);
    expect(page).toBe(200);
    for (const site of sites) expect(site.child.exitCode).toBeNull();
    // A page that needs the database: the plain 503 page, not an application error.
    const inbox = await fetch(`${sites[0]?.url}/admin`, { headers: { cookie } });
    expect(inbox.status).toBe(503);
    expect(inbox.headers.get('retry-after')).toBe('30');
    expect(await inbox.text()).toContain('briefly unavailable');
    await eventually(async () =>
      (await health(sites[1] as Site)).status === 503 ? true : undefined,
    );
    const during = await health(sites[0] as Site);
    expect(during.status).toBe(503);
    expect(during.body.database.reachable).toBe(false);
    await eventually(async () =>
      load.outcomes.some((o) => o.status === 503 && o.at > downAt) ? true : undefined,
    );

    await cluster.startAgain();
    isDown = false;
    const upAt = load.elapsed();
    // Each server answers a post again by itself.
    const recovered = await Promise.all(
      sites.map((site) =>
        eventually(async () => {
          const response = await postForm(site.url, '/contact-us', {
            name: 'After Restart',
            email: 'after@example.com',
            message: `after-restart ${site.port}`,
          });
          return response.status === 303 ? load.elapsed() : undefined;
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const outcomes = await load.stop();

    for (const site of sites) expect(site.child.exitCode).toBeNull();
    const acknowledged = outcomes.filter((o) => o.status === 303);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const other = outcomes.filter((o) => o.status !== 303 && o.status !== 503);
    expect(other).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((o) => o.keptValues)).toBe(true);
    expect(acknowledged.some((o) => o.at > upAt)).toBe(true);

    const stored = await storedMessages(databaseUrl);
    const lost = acknowledged.filter((o) => !stored.has(`Message ${o.marker}`));
    expect(lost).toEqual([]);

    for (const site of sites) {
      expect((await health(site)).status).toBe(200);
      const log = site.output();
      expect(log).toMatch(/database: .*\((57P01|ECONNREFUSED|CONNECTION_LOST|ECONNRESET)\)/);
      // One line when it works again, once queries have gone through for a moment.
      await eventually(async () =>
        /database: reachable again after \d+ s/.test(site.output()) ? true : undefined,
      );
      // The connection that hears the other server's changes is back too (decision 024).
      await eventually(async () =>
        /content changes: listening again after \d+ s/.test(site.output()) ? true : undefined,
      );
      expect((await health(site)).body.changes.listening).toBe(true);
      expect(log).not.toContain('visitor@example.com');
      expect(log).not.toContain('load-');
    }
    const figures = {
      requests: outcomes.length,
      acknowledged: acknowledged.length,
      unavailable503: unavailable.length,
      otherAnswers: other.length,
      outageMs: upAt - downAt,
      recoveryMsAfterRestart: recovered.map((at) => at - upAt),
      lost: lost.length,
    };
    console.log(`PostgreSQL restart under load: ${JSON.stringify(figures)}`);
    // Each step polls with its own deadline; on a loaded 2-core machine the whole takes longer.
  }, 120_000);

  it('a frozen database (SIGSTOP): posts answer 503 within the timeout, the post is not committed later', async () => {
    const [site] = sites as [Site];
    cluster.freeze();
    try {
      const response = await postForm(
        site.url,
        '/contact-us',
        { name: 'Frozen Visitor', email: 'frozen@example.com', message: 'frozen-marker' },
        {},
        AbortSignal.timeout(25_000),
      );
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('frozen-marker');
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect((await health(site)).status).toBe(503);

      // A start against it (the start's own wait, in this process): says it waits, gives up
      // after its deadline with the cause instead of hanging.
      const starting = openDatabase(databaseUrl, {
        timeouts: { connectMs: 1000, statementMs: 1000 },
      });
      const said: string[] = [];
      const wait = waitForDatabase(starting, {
        where: 'the test database',
        deadlineMs: 2000,
        say: (line) => said.push(line),
      });
      await expect(wait).rejects.toThrow(/did not answer within 2 s: .*\(CONNECT_TIMEOUT\)\.$/);
      expect(said[0]).toMatch(/^Waiting for the database/);
      await starting.close();
    } finally {
      cluster.thaw();
    }
    await eventually(async () => {
      const response = await postForm(site.url, '/contact-us', {
        name: 'Thawed Visitor',
        email: 'thawed@example.com',
        message: 'thawed-marker',
      });
      return response.status === 303 ? true : undefined;
    });
    // Every backend that was frozen mid-request has finished (its connection was closed).
    await eventually(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')",
        );
        return rows[0].n === 0 ? true : undefined;
      } finally {
        await client.end();
      }
    });
    const stored = await storedMessages(databaseUrl);
    expect(stored.has('thawed-marker')).toBe(true);
    expect(stored.has('frozen-marker')).toBe(false);
    expect(site.child.exitCode).toBeNull();
  }, 60_000);
});
