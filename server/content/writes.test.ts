import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSlugs, serviceSlugs } from '../../app/content/generated/slugs.ts';
import type { Refusal } from '../../common/refusal.ts';
import { freshDb, seededStore, testClock } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import type { ContentChange } from './events.ts';
import { type ContentStore, createContentStore } from './store.ts';

const HOUR = 60 * 60 * 1000;
const EDITOR = 7;

describe.each(databases)('content writes on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  const clock = testClock();
  const audited: string[] = [];
  const changes: ContentChange[] = [];
  let coverName = '';
  beforeAll(async () => {
    database = await freshDb(kind);
    store = await seededStore(database, {
      now: clock.now,
      audit: (change) => {
        audited.push(`${change.action} ${change.collection}/${change.slug}`);
      },
    });
    store.onChange((change) => changes.push(change));
    const first = await store.editor.find('posts', postSlugs[0]);
    coverName = (first?.fields.image as { src: string } | undefined)?.src ?? '';
  });
  afterAll(() => database?.close());

  const newPost = (slug: string, title = 'A Short Post') => ({
    collection: 'posts',
    slug,
    fields: {
      title,
      date: '2026-05-30',
      description: 'Short.',
      image: { src: coverName, alt: 'A cover' },
    },
    body: `One paragraph with a [link](../services/${serviceSlugs[0]}.md).\n`,
  });

  it('keeps a new draft out of the published reads until it is published', async () => {
    const draft = await store.create(newPost('a-short-post'), EDITOR);
    expect(draft).toMatchObject({ status: 'draft', version: 1, live: null, updatedBy: EDITOR });
    expect(await store.published.post('a-short-post')).toBeUndefined();
    expect((await store.published.posts()).map((p) => p.slug)).not.toContain('a-short-post');
    const listed = await store.editor.list('posts', { status: 'draft' });
    expect(listed.map((item) => item.slug)).toEqual(['a-short-post']);

    const published = await store.publish(draft.id, EDITOR);
    expect(published).toMatchObject({ status: 'published', live: { version: 1 } });
    const post = await store.published.post('a-short-post');
    expect(post?.title).toBe('A Short Post');
    expect(post?.body[0]).toMatchObject({ type: 'paragraph' });
    expect(JSON.stringify(post?.body)).toContain(`/services/${serviceSlugs[0]}`);
    // Dated 2026-05-30, it is now the newest post and numbered 01.
    expect((await store.published.posts())[0]).toMatchObject({
      slug: 'a-short-post',
      number: '01',
    });
  });

  it('saves edits of a published item as revisions while visitors keep the live version', async () => {
    const item = await store.editor.find('posts', 'a-short-post');
    if (!item) throw new Error('missing');
    const saved = await store.saveDraft(
      item.id,
      { fields: { ...item.fields, title: 'A Retitled Post' }, body: item.body, baseVersion: 1 },
      EDITOR,
    );
    expect(saved).toMatchObject({ version: 2, status: 'published', hasUnpublishedChanges: true });
    expect((await store.published.post('a-short-post'))?.title).toBe('A Short Post');

    await expect(
      store.saveDraft(item.id, { fields: item.fields, body: item.body, baseVersion: 1 }, EDITOR),
    ).rejects.toMatchObject({ status: 409 });

    await store.publish(item.id, EDITOR);
    expect((await store.published.post('a-short-post'))?.title).toBe('A Retitled Post');
    const revisions = await store.editor.revisions(item.id);
    expect(revisions.map((r) => [r.version, r.isLive, r.author])).toEqual([
      [2, true, EDITOR],
      [1, false, EDITOR],
    ]);

    const restored = await store.restore(item.id, 1, EDITOR);
    expect(restored).toMatchObject({ version: 3, fields: { title: 'A Short Post' } });
    expect((await store.published.post('a-short-post'))?.title).toBe('A Retitled Post');
  });

  it('names the field and the schema’s message when fields are wrong, and saves nothing', async () => {
    const item = await store.editor.find('posts', 'a-short-post');
    if (!item) throw new Error('missing');
    const attempt = store.saveDraft(
      item.id,
      {
        fields: {
          ...item.fields,
          title: '  ',
          date: '30 May',
          tittle: 'x',
          image: { src: 'nope.jpg', alt: '' },
        },
        body: 'Intro.\n\n```\nnpm start\n```\n',
      },
      EDITOR,
    );
    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ refused: true, status: 422 });
    const problems = (error as Refusal).problems;
    expect((error as Refusal).status).toBe(422);
    expect(problems).toContainEqual({
      field: 'title',
      message: 'title: expected the post title, got ""',
    });
    expect(problems).toContainEqual({
      field: 'date',
      message: 'date: expected a date as YYYY-MM-DD, got "30 May"',
    });
    expect(problems).toContainEqual({
      field: 'tittle',
      message: 'unknown field "tittle" (check its spelling)',
    });
    expect(problems).toContainEqual({
      field: 'image.src',
      message: 'image.src: no stored picture "nope.jpg"',
    });
    expect(problems?.find((p) => p.field === 'body')?.message).toMatch(
      /^body: line 3: "code" is not supported here/,
    );
    expect((await store.editor.get(item.id)).version).toBe(item.version);

    // A picture left empty is one problem (choose one), not also a missing stored picture.
    const noPicture = (await store
      .saveDraft(
        item.id,
        { fields: { ...item.fields, image: { src: '', alt: '' } }, body: 'Intro.' },
        EDITOR,
      )
      .catch((caught: unknown) => caught)) as Refusal;
    expect(noPicture.problems?.filter((p) => p.field.startsWith('image'))).toHaveLength(1);

    const missing = { ...newPost('no-title') };
    const { title: _dropped, ...withoutTitle } = missing.fields;
    await expect(store.create({ ...missing, fields: withoutTitle }, EDITOR)).rejects.toMatchObject({
      problems: [{ field: 'title', message: 'title: missing, expected the post title as text' }],
    });
    await expect(store.create(newPost('Bad Slug'), EDITOR)).rejects.toMatchObject({
      status: 422,
      problems: [{ field: 'slug' }],
    });
    await expect(
      store.create({ ...newPost('broken-link'), body: '[x](../posts/no-such-post.md)\n' }, EDITOR),
    ).rejects.toThrow(
      'body: line 1: link "../posts/no-such-post.md": there is no such content file',
    );
    await expect(store.create(newPost(postSlugs[0]), EDITOR)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('schedules a publish and makes it live once when it is due', async () => {
    const draft = await store.create(newPost('a-later-post', 'A Later Post'), EDITOR);
    const at = new Date(clock.now().getTime() + 2 * HOUR);
    const scheduled = await store.publish(draft.id, EDITOR, { at });
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      publishAt: at.toISOString(),
      live: null,
    });
    expect(await store.publishDue()).toEqual([]);
    expect(await store.published.post('a-later-post')).toBeUndefined();

    clock.advance(2 * HOUR + 1000);
    // A second server's scheduler asks at the same moment: the item goes live once.
    const other = createContentStore(database.db, { now: clock.now });
    const [mine, theirs] = await Promise.all([store.publishDue(), other.publishDue()]);
    expect([...mine, ...theirs].map((item) => item.slug)).toEqual(['a-later-post']);
    // Read afresh: when the other store published it, this store's kept reads hear of it
    // through the change feed between servers (tests/server/several-servers.test.ts).
    expect((await store.freshPublished.post('a-later-post'))?.title).toBe('A Later Post');
    expect(await store.publishDue()).toEqual([]);
  });

  it('keeps an old address as a redirect when a slug changes', async () => {
    const item = await store.editor.find('posts', 'a-later-post');
    if (!item) throw new Error('missing');
    await store.changeSlug(item.id, 'a-renamed-post', EDITOR);
    expect(await store.published.redirect('posts', 'a-later-post')).toBe('a-renamed-post');
    await store.changeSlug(item.id, 'renamed-twice', EDITOR);
    expect(await store.published.redirect('posts', 'a-later-post')).toBe('renamed-twice');
    expect(await store.published.redirect('posts', 'a-renamed-post')).toBe('renamed-twice');
    expect(await store.published.post('renamed-twice')).toBeDefined();
    // A new item may take an old address; the redirect then gives way.
    await store.create(newPost('a-later-post', 'Another Post'), EDITOR);
    expect(await store.published.redirect('posts', 'a-later-post')).toBeUndefined();
    await expect(store.changeSlug(item.id, postSlugs[0], EDITOR)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('duplicates as a draft, unpublishes and deletes', async () => {
    const item = await store.editor.find('posts', 'a-short-post');
    if (!item) throw new Error('missing');
    const copy = await store.duplicate(item.id, EDITOR);
    expect(copy).toMatchObject({ slug: 'a-short-post-copy', status: 'draft', version: 1 });
    expect(copy.fields).toEqual(item.fields);
    expect((await store.duplicate(item.id, EDITOR)).slug).toBe('a-short-post-copy-2');

    await store.unpublish(item.id, EDITOR);
    expect(await store.published.post('a-short-post')).toBeUndefined();
    expect((await store.editor.get(item.id)).status).toBe('draft');

    await store.remove(item.id, EDITOR);
    await expect(store.editor.get(item.id)).rejects.toMatchObject({ status: 404 });
    await expect(store.editor.revisions(item.id)).rejects.toMatchObject({ status: 404 });
  });

  it('tells listeners and the audit hook about every change, and counts changes', async () => {
    const before = await store.version();
    const item = await store.editor.find('services', serviceSlugs[1]);
    if (!item) throw new Error('missing');
    const seen = changes.length;
    await store.saveDraft(item.id, { fields: item.fields, body: `${item.body}\nMore.\n` }, EDITOR);
    await store.publish(item.id, EDITOR);
    expect(await store.version()).toBe(before + 2);
    expect(changes.slice(seen).map((c) => [c.action, c.isPublic, c.storeVersion])).toEqual([
      ['save', false, before + 1],
      ['publish', true, before + 2],
    ]);
    expect(audited).toContain(`publish services/${serviceSlugs[1]}`);
    expect(audited).toContain('slug posts/renamed-twice');
    expect(audited).toContain('delete posts/a-short-post');
  });

  it('checks and publishes a settings document like any item', async () => {
    const plans = await store.editor.find('settings', 'plans');
    if (!plans) throw new Error('missing');
    const list = plans.fields.plans as { features: string[]; monthlyPrice: number }[];
    const fourFeatures = list.map((plan, i) =>
      i === 0 ? { ...plan, features: plan.features.slice(0, 4) } : plan,
    );
    await expect(
      store.saveDraft(plans.id, { fields: { plans: fourFeatures }, body: '' }, EDITOR),
    ).rejects.toMatchObject({
      problems: [
        {
          field: 'plans.0.features',
          message:
            'plans.0.features: expected exactly five feature lines (the first is the storage line), got ["5 GB storage","Online project dashboard","Two consultation calls a month","Permit checklist and templates"]',
        },
      ],
    });
    const cheaper = list.map((plan, i) => (i === 0 ? { ...plan, monthlyPrice: 79 } : plan));
    await store.saveDraft(plans.id, { fields: { plans: cheaper }, body: '' }, EDITOR);
    expect((await store.published.document('plans'))?.plans[0]?.monthlyPrice).toBe(89);
    await store.publish(plans.id, EDITOR);
    expect((await store.published.document('plans'))?.plans[0]?.monthlyPrice).toBe(79);

    await expect(store.changeSlug(plans.id, 'prices', EDITOR)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      store.create({ collection: 'settings', slug: 'opening-times', fields: {}, body: '' }, EDITOR),
    ).rejects.toMatchObject({ status: 422, problems: [{ field: 'slug' }] });
  });

  it('undoes a change whose audit entry fails', async () => {
    const failing = createContentStore(database.db, {
      now: clock.now,
      audit: () => {
        throw new Error('audit log unavailable');
      },
    });
    const item = await store.editor.find('services', serviceSlugs[2]);
    if (!item) throw new Error('missing');
    const version = await store.version();
    await expect(failing.unpublish(item.id, EDITOR)).rejects.toThrow('audit log unavailable');
    expect((await store.editor.get(item.id)).status).toBe('published');
    expect(await store.published.service(serviceSlugs[2])).toBeDefined();
    expect(await store.version()).toBe(version);
  });
});
