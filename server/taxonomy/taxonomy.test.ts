import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSlugs, projectSlugs } from '../../app/content/generated/slugs.ts';
import { freshDb, seededStore } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import { addPerson, disablePerson, setAbout } from '../accounts/users.ts';
import { bumpStoreVersion } from '../content/events.ts';
import type { ContentStore } from '../content/store.ts';
import type { Db } from '../db/connect.ts';
import { createTaxonomy, type Taxonomy } from './service.ts';

const OFFICE = { id: null, email: 'system' } as const;

describe.each(databases)('the office’s tags and categories on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  let taxonomy: Taxonomy;
  const heard: number[] = [];
  beforeAll(async () => {
    database = await freshDb(kind);
    store = await seededStore(database);
    taxonomy = createTaxonomy(database.db, {
      share: (trx) => bumpStoreVersion(trx),
      changed: (version) => heard.push(version),
      onError: (error) => {
        throw error;
      },
    });
  });
  afterAll(() => database?.close());

  const labels = async (which: 'tag' | 'category') =>
    (await taxonomy.list(which)).map((term) => term.label);
  const fieldsOf = async (collection: string, slug: string) => {
    const item = await store.editor.find(collection, slug);
    return { working: item?.fields, live: item?.live?.fields };
  };

  it('starts with the spec’s three categories in the gallery’s order and no tags', async () => {
    expect(await labels('category')).toEqual(['marketing', 'business', 'corporate']);
    expect(await labels('tag')).toEqual([]);
  });

  it('adds a term with a key made from its name, refuses a second of the same name, and moves the counter', async () => {
    const before = heard.length;
    const added = await taxonomy.add(OFFICE, 'category', '  Kitchen   extensions ');
    expect(added).toMatchObject({
      ok: true,
      term: { slug: 'kitchen-extensions', label: 'Kitchen extensions' },
    });
    expect(heard.length).toBe(before + 1);
    expect(await taxonomy.add(OFFICE, 'category', 'kitchen EXTENSIONS')).toEqual({
      ok: false,
      error: 'There is already a category called “kitchen EXTENSIONS”.',
    });
    expect(await taxonomy.add(OFFICE, 'tag', '')).toMatchObject({ ok: false });
    expect(await taxonomy.add(OFFICE, 'tag', 'x'.repeat(41))).toMatchObject({ ok: false });
    expect(await labels('category')).toEqual([
      'marketing',
      'business',
      'corporate',
      'Kitchen extensions',
    ]);
  });

  it('renames a category on every project by keeping its key', async () => {
    const project = projectSlugs[0] as string;
    const { live } = await fieldsOf('projects', project);
    const category = (await taxonomy.list('category')).find((c) => c.slug === live?.category);
    if (!category) throw new Error('the seed project has no listed category');
    expect(await taxonomy.rename(OFFICE, 'category', category.id, 'Public works')).toEqual({
      ok: true,
    });
    const published = await store.freshPublished.project(project);
    expect(published?.category).toBe(category.slug);
    expect((await taxonomy.publicLists()).categories).toContainEqual({
      slug: category.slug,
      label: 'Public works',
    });
    // Back to the spec's word, for the tests after this one.
    await taxonomy.rename(OFFICE, 'category', category.id, category.label);
  });

  it('moves a category up and down the list the pages read, audited, the counter moved', async () => {
    const before = heard.length;
    const kitchen = (await taxonomy.list('category')).find((c) => c.label === 'Kitchen extensions');
    if (!kitchen) throw new Error('the added category is missing');
    expect(await taxonomy.move(OFFICE, 'category', kitchen.id, 0)).toEqual({ ok: true });
    expect(await labels('category')).toEqual([
      'Kitchen extensions',
      'marketing',
      'business',
      'corporate',
    ]);
    // What the gallery's filters read follows.
    expect((await taxonomy.publicLists()).categories.map((c) => c.slug)).toEqual([
      'kitchen-extensions',
      'marketing',
      'business',
      'corporate',
    ]);
    // Past the end is the end; a place it holds already changes nothing.
    expect(await taxonomy.move(OFFICE, 'category', kitchen.id, 99)).toEqual({ ok: true });
    expect(await labels('category')).toEqual([
      'marketing',
      'business',
      'corporate',
      'Kitchen extensions',
    ]);
    expect(heard.length).toBe(before + 2);
    expect(await taxonomy.move(OFFICE, 'category', kitchen.id, 3)).toEqual({ ok: true });
    expect(heard.length).toBe(before + 2);
    expect(await taxonomy.move(OFFICE, 'tag', kitchen.id, 0)).toEqual({
      ok: false,
      error: 'That tag is no longer in the list.',
    });
    const entries = await database.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'category.moved')
      .execute();
    expect(entries).toEqual([
      { action: 'category.moved', subject: 'kitchen-extensions' },
      { action: 'category.moved', subject: 'kitchen-extensions' },
    ]);
  });

  it('asks where the projects of a category in use go, then moves them there', async () => {
    const [marketing, business] = await taxonomy.list('category');
    if (!marketing || !business) throw new Error('no categories');
    const uses = (await taxonomy.listWithUses('category')).find((c) => c.id === marketing.id)?.uses;
    expect(uses).toBeGreaterThan(0);
    expect(await taxonomy.remove(OFFICE, 'category', marketing.id)).toEqual({
      ok: false,
      error: `Choose the category its ${uses} projects move to.`,
    });
    expect(await taxonomy.remove(OFFICE, 'category', marketing.id, business.id)).toEqual({
      ok: true,
      changed: uses,
    });
    const projects = await store.freshPublished.projects();
    expect(projects.filter((p) => p.category === 'marketing')).toEqual([]);
    const moved = await taxonomy.listWithUses('category');
    expect(moved.find((c) => c.slug === 'business')?.uses).toBeGreaterThanOrEqual(uses ?? 0);
  });

  it('keeps the last category: every project needs one', async () => {
    const all = await taxonomy.list('category');
    const [keep, ...rest] = all;
    if (!keep) throw new Error('no categories');
    for (const term of rest)
      expect(await taxonomy.remove(OFFICE, 'category', term.id, keep.id)).toMatchObject({
        ok: true,
      });
    expect(await taxonomy.remove(OFFICE, 'category', keep.id)).toEqual({
      ok: false,
      error: 'Every project needs a category: add another one first.',
    });
  });

  it('takes a removed tag off every post, in the working copy and the live version', async () => {
    const tips = await taxonomy.add(OFFICE, 'tag', 'Tips');
    const roofs = await taxonomy.add(OFFICE, 'tag', 'Roofs');
    if (!tips.ok || !roofs.ok) throw new Error('tags not added');
    const post = await store.editor.find('posts', postSlugs[0] as string);
    if (!post) throw new Error('no post');
    await store.saveDraft(
      post.id,
      { fields: { ...post.fields, tags: ['tips', 'roofs'] }, body: post.body },
      1,
    );
    await store.publish(post.id, 1);
    expect((await store.freshPublished.post(post.slug))?.tags).toEqual(['tips', 'roofs']);
    expect(await taxonomy.remove(OFFICE, 'tag', tips.term.id)).toEqual({ ok: true, changed: 1 });
    const after = await fieldsOf('posts', post.slug);
    expect(after.working?.tags).toEqual(['roofs']);
    expect(after.live?.tags).toEqual(['roofs']);
  });

  it('refuses a save naming a tag, category or author not in the lists', async () => {
    const post = await store.editor.find('posts', postSlugs[1] as string);
    const project = await store.editor.find('projects', projectSlugs[1] as string);
    if (!post || !project) throw new Error('no items');
    await expect(
      store.saveDraft(
        post.id,
        { fields: { ...post.fields, tags: ['no-such-tag'] }, body: post.body },
        1,
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('no longer in your tag list') });
    await expect(
      store.saveDraft(
        post.id,
        { fields: { ...post.fields, author: '999999' }, body: post.body },
        1,
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('choose one of your people') });
    await expect(
      store.saveDraft(
        project.id,
        { fields: { ...project.fields, category: 'kitchen' }, body: project.body },
        1,
      ),
    ).rejects.toMatchObject({
      message: expect.stringContaining('choose one of your project categories'),
    });
  });

  it('gives the pages an author’s name, photo and line; one who left keeps the name alone', async () => {
    const dana = await addPerson(database.db, {
      email: 'dana@example.com',
      name: 'Dana Reyes',
      role: 'editor',
      passwordHash: 'x',
    });
    if (!dana) throw new Error('not added');
    await setAbout(database.db, dana.id, 'Site manager; writes about winter pours.');
    const here = (await taxonomy.publicLists()).authors.get(String(dana.id));
    expect(here).toEqual({
      name: 'Dana Reyes',
      photo: null,
      about: 'Site manager; writes about winter pours.',
    });
    await disablePerson(database.db, dana.id);
    // The pages' copy is kept until told (People's removal tells it, as Account's changes do).
    expect((await taxonomy.publicLists()).authors.get(String(dana.id))?.about).not.toBeNull();
    await taxonomy.peopleChanged();
    const left = (await taxonomy.publicLists()).authors.get(String(dana.id));
    expect(left).toEqual({ name: 'Dana Reyes', photo: null, about: null });
  });
});
