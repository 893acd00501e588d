import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_SWITCHABLE } from '../../app/forms/quote-fields';
import { OFFICE_SETTINGS_TAG } from '../../common/office-settings-tag.ts';
import { NODE_FLAGS } from '../../scripts/serve.mjs';
import { announcerFor } from '../../server/content/change-feed.ts';
import { commentIdOf, moderate } from './support/comments';
import { CONTENT_DIR } from './support/content';
import { eventually } from './support/eventually';
import { saveOffice } from './support/office';
import { freshDatabaseUrl, postForm, signIn, startSiteAt } from './support/site';
import { type Site, withStore } from './support/site-store';
import { withoutTokens } from './support/spam';

const POST = 'how-to-choose-the-perfect-construction-company';
/** The post the scheduled publish changes. */
const SCHEDULED = 'how-weather-can-impact-a-construction-project';
/** The post a write that announces nothing changes. */
const SILENT = 'key-steps-to-ensure-a-smooth-building-process';
/** The bound issue 18 sets: a change made on one server is visible on the others within it. */
const ACROSS_SERVERS_MS = 10_000;

/** A stand-in for the CDN's purge endpoint: records each call's path and tags. */
async function startPurgeReceiver() {
  const calls: { path: string; tags: string[] }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ path: request.url ?? '', tags: (JSON.parse(body) as { tags: string[] }).tags });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Whether `path` was called with `tag` (after the first `since` calls). */
  const purged = (path: string, tag: string, since = 0) =>
    calls.slice(since).some((call) => call.path === path && call.tags.includes(tag));
  return {
    url,
    calls,
    purged,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** `npm run content:import -- --from DIR` as an operator runs it, with `env` added. */
function contentImport(from: string, env: Record<string, string>) {
  const root = join(import.meta.dirname, '../..');
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, join(root, 'scripts/content-seed.mjs'), 'import', '--from', from],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((done) => {
    child.once('exit', (code) => done({ code, output }));
  });
}

const health = async (site: Site) =>
  (await (await fetch(`${site.url}/healthz`)).json()) as {
    changes: { via: string; listening: boolean; version: number | null; dropped: number };
  };

const listening = (site: Site) =>
  eventually(async () => ((await health(site)).changes.listening ? true : undefined), 20_000);

/** One value read straight from the database, the way an operator would. */
async function queryOne(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(text, values);
    return Object.values(rows[0] ?? {})[0];
  } finally {
    await client.end();
  }
}

/** The database's change counter. */
const storeVersion = async (databaseUrl: string) =>
  Number(await queryOne(databaseUrl, 'select version from content_state where id = 1'));

describe('two servers on one PostgreSQL', () => {
  let databaseUrl: string;
  let a: Site;
  let b: Site;
  let cdn: Awaited<ReturnType<typeof startPurgeReceiver>>;
  let cookieA = '';
  let commentId = '';
  const comment = `Across servers ${Date.now()}`;

  /** Approves or hides the test's comment on server A's Comments screen. */
  const setCommentStatus = async (status: 'approved' | 'new') => {
    const intent = status === 'approved' ? 'approve' : 'unapprove';
    const response = await moderate(a.url, cookieA, commentId, intent);
    expect(response.status).toBe(303);
  };
  /**
   * The post as a server sends it, and its version: a hash of the page without its form tokens
   * (each answer has its own, so pages carry no ETag; decision 030).
   */
  const postOn = async (site: Site, slug = POST) => {
    const html = await (await fetch(`${site.url}/blog/${slug}`)).text();
    return { etag: createHash('sha256').update(withoutTokens(html)).digest('hex'), html };
  };
  /** Fetches the post on each server until it is kept in its render cache (same version twice). */
  const cachedOn = async (sites: Site[], slug = POST) =>
    Promise.all(
      sites.map(async (site) => {
        const first = await postOn(site, slug);
        expect((await postOn(site, slug)).etag).toBe(first.etag);
        return first;
      }),
    );

  /**
   * A purge each of `sites` makes after the test has seen it hear a change: the required quote
   * fields changed on that server (its own change: it purges OFFICE_SETTINGS_TAG). A server
   * queues a purge when it takes a change in (server/services.ts), and this change is taken in
   * after the one heard, so once its call has come any purge of the heard change has been sent
   * before it or in the same call. Waited for instead of a fixed time for a purge that must not
   * come.
   */
  let markers = 0;
  const markerPurged = async (sites: Site[]) => {
    for (const site of sites) {
      const since = cdn.calls.length;
      markers += 1;
      // Each marker requires one field alone, never the one before it: always a change.
      const required = [QUOTE_SWITCHABLE[markers % QUOTE_SWITCHABLE.length] as string];
      expect((await saveOffice(site.url, cookieA, { required })).status).toBe(200);
      const path = site === a ? '/a' : '/b';
      await eventually(async () =>
        cdn.purged(path, OFFICE_SETTINGS_TAG, since) ? true : undefined,
      );
    }
  };
  /** The CDN's calls after the first `since`, the markers' own calls left out. */
  const callsSince = (since = 0) =>
    cdn.calls
      .slice(since)
      .filter((call) => !(call.tags.length === 1 && call.tags[0] === OFFICE_SETTINGS_TAG));

  beforeAll(async () => {
    cdn = await startPurgeReceiver();
    databaseUrl = await freshDatabaseUrl('postgres');
    // A starts first and imports the seed; each server purges at a path of its own. Both look
    // for due scheduled publishes every second (30 s unless told): the test waits no longer
    // than that, and the two race for each publish more often.
    const settings = (purgePath: string) => ({
      CDN_PURGE_URL: `${cdn.url}${purgePath}`,
      CONTENT_SCHEDULE_SECONDS: '1',
    });
    a = await startSiteAt(databaseUrl, settings('/a'), { pipeStderr: true });
    b = await startSiteAt(databaseUrl, settings('/b'), { pipeStderr: true });
    await Promise.all([listening(a), listening(b)]);
    const sent = await postForm(a.url, `/blog/${POST}`, {
      name: 'Robin',
      email: 'robin@example.com',
      comment,
    });
    expect(sent.status).toBe(303);
    cookieA = await signIn(a.url);
    commentId = await commentIdOf(databaseUrl, comment);
    expect(commentId).not.toBe('');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await cdn?.close();
  });

  it('a comment approved on A shows on B within 10 s, where B had the post cached; only A purges the CDN', async () => {
    const before = await postOn(b);
    expect((await postOn(b)).etag).toBe(before.etag);
    expect(before.html).not.toContain(comment);

    await setCommentStatus('approved');
    const after = await eventually(async () => {
      const page = await postOn(b);
      return page.html.includes(comment) ? page : undefined;
    }, ACROSS_SERVERS_MS);
    expect(after.etag).not.toBe(before.etag);

    await eventually(async () => (cdn.purged('/a', 'comments') ? true : undefined), 10_000);
    // B heard the change (it shows it): a purge of it would come before B's marker.
    await markerPurged([b]);
    expect(callsSince().filter((call) => call.path === '/b')).toEqual([]);
    const heard = (await health(b)).changes.version;
    expect(heard).toBe(await storeVersion(databaseUrl));
  });

  it('npm run content:import on another machine: both servers show the changed title within 10 s, and it purges the CDN itself', async () => {
    const before = await cachedOn([a, b]);
    const dir = join(mkdtempSync(join(tmpdir(), 'site-content-')), 'content');
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const postsDir = join(dir, 'posts');
    const file = readdirSync(postsDir).find((name) => name.startsWith(POST));
    if (!file) throw new Error(`no seed file for ${POST}`);
    const path = join(postsDir, file);
    const source = readFileSync(path, 'utf8');
    const title = `Changed on another machine ${Date.now()}`;
    writeFileSync(path, source.replace(/^title: .*$/m, `title: ${title}`));

    const since = cdn.calls.length;
    const result = await contentImport(dir, {
      DATABASE_URL: databaseUrl,
      CDN_PURGE_URL: `${cdn.url}/cli`,
    });
    expect(result.output).toContain('1 updated');
    expect(result.code).toBe(0);
    const version = await storeVersion(databaseUrl);
    for (const [index, site] of [a, b].entries()) {
      const page = await eventually(async () => {
        const shown = await postOn(site);
        return shown.html.includes(title) ? shown : undefined;
      }, ACROSS_SERVERS_MS);
      expect(page.etag).not.toBe(before[index]?.etag);
      expect((await health(site)).changes.version).toBe(version);
    }
    expect(cdn.purged('/cli', `posts:${POST}`, since)).toBe(true);
    // The servers only heard of it: they leave the CDN to the process that made it.
    await markerPurged([a, b]);
    expect(callsSince(since).map((call) => call.path)).toEqual(['/cli']);
  });

  it('a change whose notification never came still shows on both servers within 10 s (the change counter)', async () => {
    const before = await cachedOn([a, b], SILENT);
    const dropped = await Promise.all([a, b].map(async (site) => (await health(site)).changes));
    const title = `Changed without a word ${Date.now()}`;
    // A store that announces nothing: what a lost notification looks like to the servers.
    await withStore(databaseUrl, async (silent) => {
      const item = await silent.editor.find('posts', SILENT);
      if (!item) throw new Error(`no post ${SILENT}`);
      await silent.saveDraft(item.id, { fields: { ...item.fields, title }, body: item.body }, null);
      await silent.publish(item.id, null);
    });
    for (const [index, site] of [a, b].entries()) {
      const page = await eventually(async () => {
        const shown = await postOn(site, SILENT);
        return shown.html.includes(title) ? shown : undefined;
      }, ACROSS_SERVERS_MS);
      expect(page.etag).not.toBe(before[index]?.etag);
      const { changes } = await health(site);
      expect(changes.dropped).toBeGreaterThan(dropped[index]?.dropped ?? Infinity);
      expect(changes.listening).toBe(true);
    }
  });

  it('a scheduled publish fires once, on one of the servers, shows on both, and only that one purges', async () => {
    const before = await cachedOn([a, b], SCHEDULED);
    const title = `Published on schedule ${Date.now()}`;
    await withStore(
      databaseUrl,
      async (editor) => {
        const item = await editor.editor.find('posts', SCHEDULED);
        if (!item) throw new Error(`no post ${SCHEDULED}`);
        await editor.saveDraft(
          item.id,
          { fields: { ...item.fields, title }, body: item.body },
          null,
        );
        await editor.publish(item.id, null, { at: new Date(Date.now() + 1000) });
      },
      { announce: announcerFor('postgres', 'an-editor') },
    );
    const since = cdn.calls.length;
    // Each server looks for due publishes every second (CONTENT_SCHEDULE_SECONDS above).
    for (const [index, site] of [a, b].entries()) {
      const page = await eventually(async () => {
        const shown = await postOn(site, SCHEDULED);
        return shown.html.includes(title) ? shown : undefined;
      }, 45_000);
      expect(page.etag).not.toBe(before[index]?.etag);
    }
    const published = await queryOne(
      databaseUrl,
      "select count(*)::int from audit_log where action = 'content.publish' and subject = $1",
      [`posts/${SCHEDULED}`],
    );
    expect(published).toBe(1);
    await eventually(async () =>
      cdn.purged('/a', `posts:${SCHEDULED}`, since) || cdn.purged('/b', `posts:${SCHEDULED}`, since)
        ? true
        : undefined,
    );
    // Both have shown it: the one that heard it would have purged before its marker.
    await markerPurged([a, b]);
    const purgers = new Set(
      callsSince(since)
        .filter((call) => call.tags.includes(`posts:${SCHEDULED}`))
        .map((call) => call.path),
    );
    expect(purgers.size).toBe(1);
  }, 90_000);

  it('listeners whose connections are ended by the database reconnect, say so once, and B catches up', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and application_name like 'site change listener %'",
      );
      expect(rows).toEqual([{ done: true }, { done: true }]);
    } finally {
      await admin.end();
    }
    // A change made at once, while B's listener is down or reconnecting: B still sees it.
    await setCommentStatus('new');
    await eventually(async () => {
      const page = await postOn(b);
      return page.html.includes(comment) ? undefined : true;
    }, ACROSS_SERVERS_MS);
    await listening(b);
    for (const site of [a, b]) {
      expect(site.child.exitCode).toBeNull();
      await eventually(async () =>
        /content changes: listening again after \d+ s/.test(site.output()) ? true : undefined,
      );
      const lost = site.output().match(/content changes: .*\(57P01\).*/g) ?? [];
      expect(lost).toHaveLength(1);
      expect(lost[0]).toContain("not hearing other servers' changes: reconnecting");
    }
  });
});
