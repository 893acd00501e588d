import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postSlugs } from '../../app/content/generated/slugs.ts';
import { CONTENT_DIR } from '../../tests/server/support/content.ts';
import { eventually } from '../../tests/server/support/eventually.ts';
import { freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import {
  announcerFor,
  type ChangeMessage,
  decodeMessage,
  encodeMessage,
  MAX_PAYLOAD_BYTES,
  notify,
} from './change-feed.ts';
import {
  type ChangeListener,
  createVersionTracker,
  type ListenerTiming,
  listenForChanges,
} from './change-listener.ts';
import { type ContentStore, createContentStore } from './store.ts';

describe('the version tracker', () => {
  it('counts a value as heard only once every value below it was', () => {
    const tracker = createVersionTracker();
    tracker.note(5); // before the first reading: kept for later
    tracker.reset(3);
    expect(tracker.complete).toBe(3);
    tracker.note(4);
    expect(tracker.complete).toBe(5);
    tracker.note(7);
    expect(tracker.complete).toBe(5);
    tracker.note(6);
    expect(tracker.complete).toBe(7);
    // A database that went back (a restore) starts over from its value.
    tracker.note(9);
    tracker.reset(2);
    tracker.note(3);
    expect(tracker.complete).toBe(3);
  });
});

describe('the change payload', () => {
  it('names what changed in a few hundred bytes, and says "everything" when it would not fit', () => {
    const change = {
      action: 'publish' as const,
      collection: 'posts',
      slug: 'a-post',
      itemId: 3,
      version: 2,
      isPublic: true,
    };
    const payload = encodeMessage({ kind: 'content', origin: 'a', storeVersion: 9, change });
    expect(Buffer.byteLength(payload)).toBeLessThan(300);
    expect(decodeMessage(payload)).toEqual({
      kind: 'content',
      origin: 'a',
      storeVersion: 9,
      change,
    });
    const long = encodeMessage({
      kind: 'content',
      origin: 'a',
      storeVersion: 10,
      change: { ...change, slug: 'x'.repeat(MAX_PAYLOAD_BYTES) },
    });
    expect(decodeMessage(long)).toEqual({
      kind: 'content',
      origin: 'a',
      storeVersion: 10,
      everything: true,
    });
    for (const bad of ['', 'nonsense', '{"kind":"content","origin":"a"}', '{"kind":"other"}']) {
      expect(decodeMessage(bad)).toBeUndefined();
    }
  });
});

/** Fast readings, so a test waits a second rather than the server's few seconds. */
const QUICK: Partial<ListenerTiming> = {
  heartbeatMs: 250,
  // A notification in flight is given a second, as on a server: a loaded machine is slow.
  recheckMs: 1000,
  pollMs: 250,
  retryMs: 200,
};

describe('changes across servers on PostgreSQL', () => {
  let url: string;
  let database: Db;
  /** "Server A": writes and announces as the server does. */
  let storeA: ContentStore;
  const listeners: ChangeListener[] = [];

  /** A listener as another server's, recording what it hands on and what it logs. */
  const listen = (origin: string, timing: Partial<ListenerTiming> = QUICK) => {
    const heard: ChangeMessage[] = [];
    const lines: string[] = [];
    let missed = 0;
    const listener = listenForChanges({
      url,
      origin,
      onMessage: (message) => heard.push(message),
      onMissed: () => {
        missed++;
      },
      readVersion: () => storeA.version(),
      log: createFailureLog((line) => lines.push(line)),
      timing,
    });
    listeners.push(listener);
    return { listener, heard, lines, missed: () => missed };
  };
  const listening = (listener: ChangeListener) =>
    eventually(async () => (listener.status().listening ? true : undefined), 15_000);

  /** Ends the listening connection of `origin` from the database's side. */
  const terminate = async (origin: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
        [`site change listener ${origin}`],
      );
      expect(rows).toEqual([{ done: true }]);
    } finally {
      await admin.end();
    }
  };

  const postId = async (slug: string) => {
    const item = await storeA.editor.find('posts', slug);
    if (!item) throw new Error(`no post ${slug}`);
    return item.id;
  };

  beforeAll(async () => {
    url = await freshDatabaseUrl('postgres');
    database = openDatabase(url);
    await migrate(database);
    storeA = createContentStore(database.db, { announce: announcerFor('postgres', 'server-a') });
    await storeA.importSeed(CONTENT_DIR);
  });
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.stop()));
  });
  afterAll(() => database?.close());

  it("hears another server's change with what caches need and nothing about who made it", async () => {
    // It counts the drops below: a notification in flight is given 5 s, as a full test run's
    // loaded machine took over the usual 1 s once (a drop is right then, but not this test's).
    const b = listen('server-b', { ...QUICK, recheckMs: 5000 });
    await listening(b.listener);
    const id = await postId(postSlugs[1] ?? '');
    await storeA.unpublish(id, 7);
    const storeVersion = await storeA.version();
    const message = await eventually(async () => b.heard.at(-1), 10_000);
    expect(message).toEqual({
      kind: 'content',
      origin: 'server-a',
      storeVersion,
      change: {
        action: 'unpublish',
        collection: 'posts',
        slug: postSlugs[1],
        itemId: id,
        isPublic: true,
      },
    });
    expect(JSON.stringify(message)).not.toContain('actor');
    await storeA.publish(id, 7);
    await eventually(async () =>
      b.listener.status().version === storeVersion + 1 ? true : undefined,
    );
    expect(b.heard.at(-1)).toMatchObject({ change: { action: 'publish', isPublic: true } });
    // The first connection dropped what was cached before it; nothing since.
    expect(b.missed()).toBe(1);
    expect(b.lines).toEqual([]);
  });

  it("does not hand on its own server's changes, but counts them as heard", async () => {
    const a = listen('server-a');
    await listening(a.listener);
    await storeA.publish(await postId(postSlugs[2] ?? ''), 7);
    const storeVersion = await storeA.version();
    await eventually(async () => (a.listener.status().version === storeVersion ? true : undefined));
    expect(a.heard).toEqual([]);
  });

  it('hears nothing of a write that rolled back after it announced itself', async () => {
    const b = listen('server-b');
    await listening(b.listener);
    const announce = announcerFor('postgres', 'server-a');
    const failing = createContentStore(database.db, {
      announce: async (trx, storeVersion, changes) => {
        await announce(trx, storeVersion, changes);
        throw new Error('failed after the notification');
      },
    });
    const id = await postId(postSlugs[3] ?? '');
    await expect(failing.unpublish(id, 7)).rejects.toThrow('failed after the notification');
    const item = await storeA.editor.get(id);
    await storeA.saveDraft(id, { fields: item.fields, body: item.body }, 7);
    await eventually(async () => b.heard.at(-1), 10_000);
    expect(b.heard.map((message) => message.kind === 'content' && message.change?.action)).toEqual([
      'save',
    ]);
  });

  it('a terminated listening connection: one log line with its cause, then it reconnects and drops everything that changed meanwhile', async () => {
    // Slow to reconnect and no readings meanwhile: the change is caught by the reconnect itself.
    const b = listen('server-b', { retryMs: 1500, pollMs: 60_000, heartbeatMs: 60_000 });
    await listening(b.listener);
    const missedBefore = b.missed();
    await terminate('server-b');
    await eventually(async () => (b.listener.status().listening ? undefined : true), 5000);
    await storeA.unpublish(await postId(postSlugs[4] ?? ''), 7);
    const storeVersion = await storeA.version();
    await listening(b.listener);
    expect(b.missed()).toBe(missedBefore + 1);
    expect(b.listener.status().version).toBe(storeVersion);
    expect(b.heard).toEqual([]);
    expect(b.lines).toHaveLength(2);
    expect(b.lines[0]).toMatch(
      /content changes: the database server ended the connection \(restart or shutdown\) \(57P01\) \(not hearing other servers' changes: reconnecting/,
    );
    expect(b.lines[1]).toMatch(/content changes: listening again after \d+ s$/);
    // Heard again after the reconnect.
    await storeA.publish(await postId(postSlugs[4] ?? ''), 7);
    await eventually(async () => b.heard.at(-1));
  });

  it('while the connection is down, the counter read through the pool drops everything within seconds', async () => {
    const b = listen('server-b', { retryMs: 60_000, pollMs: 250, heartbeatMs: 250 });
    await listening(b.listener);
    const missedBefore = b.missed();
    await terminate('server-b');
    await eventually(async () => (b.listener.status().listening ? undefined : true), 5000);
    await storeA.unpublish(await postId(postSlugs[5] ?? ''), 7);
    await eventually(async () => (b.missed() > missedBefore ? true : undefined), 10_000);
    expect(b.listener.status()).toMatchObject({
      listening: false,
      version: await storeA.version(),
    });
  });

  it('a notification that never came is caught by the counter while listening', async () => {
    const b = listen('server-b');
    await listening(b.listener);
    const missedBefore = b.missed();
    // A write that announces nothing, as a lost notification would look.
    const silent = createContentStore(database.db);
    await silent.publish(await postId(postSlugs[5] ?? ''), 7);
    await eventually(async () => (b.missed() > missedBefore ? true : undefined), 10_000);
    expect(b.listener.status()).toMatchObject({ listening: true, version: await storeA.version() });
    expect(b.heard).toEqual([]);
  });

  it('an unreadable notification on the channel drops everything and is logged', async () => {
    const b = listen('server-b');
    await listening(b.listener);
    const missedBefore = b.missed();
    await notify(database.db, ['not a change']);
    await eventually(async () => (b.missed() > missedBefore ? true : undefined), 10_000);
    expect(b.lines.join('\n')).toMatch(/content changes: .*\(UNREADABLE_NOTIFICATION\)/);
    expect(b.lines.join('\n')).not.toContain('not a change');
  });

  it('a comment approved on another server is heard', async () => {
    const b = listen('server-b');
    await listening(b.listener);
    await database.db.transaction().execute(async (trx) => {
      await notify(trx, [encodeMessage({ kind: 'comments', origin: 'server-a', storeVersion: 1 })]);
    });
    expect(await eventually(async () => b.heard.at(-1), 10_000)).toEqual({
      kind: 'comments',
      origin: 'server-a',
      storeVersion: 1,
    });
  });
});
