import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSlugs } from '../../app/content/generated/slugs.ts';
import { freshDb, seededStore } from '../../tests/server/support/content.ts';
import { listAudit } from '../accounts/audit.ts';
import { addPerson } from '../accounts/users.ts';
import type { Db } from '../db/connect.ts';
import { contentAudit } from './audit.ts';
import type { ContentStore } from './store.ts';

describe('content changes in the audit log', () => {
  let database: Db;
  let store: ContentStore;
  beforeAll(async () => {
    database = await freshDb('sqlite');
    store = await seededStore(database, { audit: contentAudit });
  });
  afterAll(() => database?.close());

  it('names the person, the change and the item; the seed import adds nothing', async () => {
    expect(await listAudit(database.db)).toEqual([]);
    const person = await addPerson(database.db, {
      email: 'Editor@Example.com',
      name: 'Eda',
      role: 'editor',
      passwordHash: 'not-a-real-hash',
    });
    const item = await store.editor.find('posts', postSlugs[0] ?? '');
    if (!person || !item) throw new Error('the seed has posts and the person was added');
    await store.unpublish(item.id, person.id);
    const [entry] = await listAudit(database.db);
    expect(entry).toMatchObject({
      actor: 'editor@example.com',
      action: 'content.unpublish',
      subject: `posts/${postSlugs[0]}`,
    });
  });
});
