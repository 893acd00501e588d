import { afterAll, describe, expect, it } from 'vitest';
import { postSlugs } from '../../app/content/generated/slugs.ts';
import { freshDatabaseUrl, startSiteAt } from './support/site';
import { openStore, type Site, withStore } from './support/site-store';

// Server starts on a fresh database each (and two at once): generous on a shared 2-core machine.
describe('the content seed at server start', { timeout: 120_000 }, () => {
  const sites: Site[] = [];
  afterAll(() => Promise.all(sites.map((site) => site.close())));

  it('imports content/ once when two servers start together on one empty PostgreSQL', async () => {
    const url = await freshDatabaseUrl('postgres');
    const started = await Promise.allSettled([startSiteAt(url), startSiteAt(url)]);
    for (const result of started) if (result.status === 'fulfilled') sites.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    await withStore(url, async (store, db) => {
      expect(await store.published.slugs('posts')).toEqual([...postSlugs]);
      const revisions = await db.selectFrom('content_revisions').select('item_id').execute();
      const items = await db.selectFrom('content_items').select('id').execute();
      expect(revisions).toHaveLength(items.length);
    });
  });

  it('leaves a store that holds content as it is when the server starts again', async () => {
    const url = await freshDatabaseUrl('sqlite');
    const first = await startSiteAt(url);
    await first.close();
    const { store, close } = openStore(url);
    try {
      const post = await store.editor.find('posts', postSlugs[0]);
      if (!post) throw new Error('the seed was not imported');
      await store.remove(post.id, null);
      sites.push(await startSiteAt(url));
      expect(await store.editor.find('posts', postSlugs[0])).toBeUndefined();
      expect((await store.published.posts()).length).toBe(postSlugs.length - 1);
    } finally {
      await close();
    }
  });
});
