import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refusal } from '../../common/refusal.ts';
import { freshDb, seededStore } from '../../tests/server/support/content.ts';
import type { Db } from '../db/connect.ts';
import type { ContentChange } from './events.ts';
import type { ContentStore } from './store.ts';

const EDITOR = 7;

// SQLite only: the move is plain Kysely, the same on PostgreSQL (writes.test.ts runs both).
describe('moving services in their order', () => {
  let database: Db;
  let store: ContentStore;
  const changes: ContentChange[] = [];
  beforeAll(async () => {
    database = await freshDb('sqlite');
    store = await seededStore(database);
    store.onChange((change) => changes.push(change));
  });
  afterAll(() => database?.close());

  const inOrder = async () =>
    (await store.editor.list('services'))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((item) => item.id);

  it('puts the last first on the site and in the working copies, leaving drafts unpublished', async () => {
    const before = await inOrder();
    const last = before.at(-1) as number;
    const item = await store.editor.get(last);
    // A draft change waits on the moved item: the move must not publish it.
    await store.saveDraft(
      last,
      { fields: { ...item.fields, title: 'Renamed, not live' }, body: item.body },
      EDITOR,
    );
    const moved = await store.reorder('services', [last, ...before.slice(0, -1)], EDITOR);
    expect(moved).toBe(before.length);
    expect(await inOrder()).toEqual([last, ...before.slice(0, -1)]);

    const live = await store.published.services();
    expect(live[0]?.slug).toBe(item.slug);
    expect(live[0]?.title).toBe(item.fields.title);
    const after = await store.editor.get(last);
    expect(after.fields).toMatchObject({ order: 1, title: 'Renamed, not live' });
    expect(after.version).toBe(item.version + 2);
    expect(changes.filter((c) => c.action === 'reorder')).toHaveLength(before.length);
    expect(changes.find((c) => c.itemId === last && c.action === 'reorder')?.isPublic).toBe(true);
  });

  it('writes nothing when nothing moves, and refuses a list that changed meanwhile', async () => {
    const current = await inOrder();
    expect(await store.reorder('services', current, EDITOR)).toBe(0);
    const stale = store.reorder('services', current.slice(1), EDITOR);
    await expect(stale).rejects.toMatchObject({ status: 409 } satisfies Partial<Refusal>);
    await expect(store.reorder('posts', [], EDITOR)).rejects.toMatchObject({ status: 400 });
  });
});
