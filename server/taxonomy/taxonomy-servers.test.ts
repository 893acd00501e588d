/**
 * A change to the office's lists reaches every server of one PostgreSQL (decision 055): the
 * server that made it tells the others in the change's own transaction, and they drop what they
 * keep (as for any change they hear of). Server A is this file's taxonomy on the change sharing
 * of a server; server B is a listener as another server's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../tests/server/support/eventually.ts';
import { freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { type ChangeSharing, shareChanges } from '../change-sharing.ts';
import type { ChangeMessage } from '../content/change-feed.ts';
import { type ChangeListener, listenForChanges } from '../content/change-listener.ts';
import { type ContentStore, createContentStore } from '../content/store.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { createTaxonomy, type Taxonomy } from './service.ts';

describe('the lists across servers on PostgreSQL', () => {
  let database: Db;
  let store: ContentStore;
  let sharing: ChangeSharing;
  let listener: ChangeListener;
  let taxonomy: Taxonomy;
  const heardByB: ChangeMessage[] = [];
  const droppedOnA: number[] = [];

  beforeAll(async () => {
    const url = await freshDatabaseUrl('postgres');
    database = openDatabase(url);
    await migrate(database);
    store = createContentStore(database.db);
    const log = createFailureLog(() => undefined);
    sharing = shareChanges({
      config: { databaseUrl: url, cdnPurge: undefined },
      dialect: 'postgres',
      origin: 'server-a',
      content: store,
      log,
      drop: () => undefined,
    });
    listener = listenForChanges({
      url,
      origin: 'server-b',
      onMessage: (message) => heardByB.push(message),
      onMissed: () => undefined,
      readVersion: () => store.version(),
      log,
      timing: { heartbeatMs: 250, recheckMs: 1000, pollMs: 250, retryMs: 200 },
    });
    taxonomy = createTaxonomy(database.db, {
      share: (trx) => sharing.listsChanged(trx),
      changed: (version) => droppedOnA.push(version),
      onError: (error) => {
        throw error;
      },
    });
    await eventually(async () => (listener.status().listening ? true : undefined), 15_000);
  });
  afterAll(async () => {
    await listener?.stop();
    await sharing?.stop();
    await database?.close();
  });

  it('tells the other servers to drop every page, and moves the counter a server that missed it reads', async () => {
    const before = await store.version();
    const added = await taxonomy.add({ id: null, email: 'system' }, 'tag', 'Roofs');
    expect(added.ok).toBe(true);
    expect(await store.version()).toBe(before + 1);
    expect(droppedOnA).toEqual([before + 1]);
    const heard = await eventually(async () =>
      heardByB.find((message) => message.storeVersion === before + 1),
    );
    expect(heard).toEqual({
      kind: 'content',
      origin: 'server-a',
      storeVersion: before + 1,
      everything: true,
    });
  });
});
