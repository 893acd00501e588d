import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards } from '../../app/content/generated/awards.ts';
import { certifications } from '../../app/content/generated/certifications.ts';
import { faqs, homeFaqs, serviceFaqs } from '../../app/content/generated/faqs.ts';
import { pageIntros } from '../../app/content/generated/pages.ts';
import { partners } from '../../app/content/generated/partners.ts';
import { plans } from '../../app/content/generated/plans.ts';
import { posts as builtPosts } from '../../app/content/generated/posts.ts';
import { processSteps } from '../../app/content/generated/process.ts';
import { projects as builtProjects } from '../../app/content/generated/projects.ts';
import { services as builtServices } from '../../app/content/generated/services.ts';
import {
  postSlugs,
  projectSlugs,
  serviceSlugs,
  teamSlugs,
  testimonialIds,
} from '../../app/content/generated/slugs.ts';
import {
  consultingCounter,
  counters,
  experience,
  projectsCompleted,
  reviewsBadge,
  skills,
} from '../../app/content/generated/stats.ts';
import { team as builtTeam } from '../../app/content/generated/team.ts';
import { testimonials as builtTestimonials } from '../../app/content/generated/testimonials.ts';
import { timeline } from '../../app/content/generated/timeline.ts';
import { CONTENT_DIR, freshDb, seededStore } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { seedCategoryWords } from '../taxonomy/seed-categories.ts';
import { seedOnFirstStart } from './server-start.ts';
import { type ContentStore, createContentStore } from './store.ts';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** An item without its picture URLs (the build's are Vite's, the store's are /media/…). */
const withoutSrc = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSrc);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'src')
        .map(([key, item]) => [key, withoutSrc(item)]),
    );
  }
  return value;
};

describe.each(databases)('the seed on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  beforeAll(async () => {
    database = await freshDb(kind);
    store = await seededStore(database);
  });
  afterAll(() => database?.close());

  it('imports every file of content/ as a published item', async () => {
    expect(await store.published.slugs('posts')).toEqual([...postSlugs]);
    expect(await store.published.slugs('services')).toEqual([...serviceSlugs]);
    expect(await store.published.slugs('projects')).toEqual([...projectSlugs]);
    expect(await store.published.slugs('team')).toEqual([...teamSlugs]);
    expect(await store.published.slugs('testimonials')).toEqual([...testimonialIds]);
    const list = await store.editor.list('posts');
    expect(list.every((item) => item.status === 'published' && item.liveVersion === 1)).toBe(true);
  });

  it('reads the same items the build generates from the files', async () => {
    expect(withoutSrc(await store.published.posts())).toEqual(withoutSrc(builtPosts));
    expect(withoutSrc(await store.published.services())).toEqual(withoutSrc(builtServices));
    expect(withoutSrc(await store.published.projects())).toEqual(withoutSrc(builtProjects));
    expect(withoutSrc(await store.published.team())).toEqual(withoutSrc(builtTeam));
    expect(withoutSrc(await store.published.testimonials())).toEqual(withoutSrc(builtTestimonials));
  });

  it('reads the settings documents as the build generates them', async () => {
    const built = {
      pages: { pageIntros },
      faqs: { faqs, homeFaqs, serviceFaqs },
      plans: { plans },
      process: { processSteps },
      stats: { reviewsBadge, counters, projectsCompleted, consultingCounter, skills, experience },
      certifications: { certifications },
      timeline: { timeline },
      awards: { awards },
      partners: { partners },
    } as const;
    for (const [name, value] of Object.entries(built)) {
      const read = await store.published.document(name as keyof typeof built);
      expect(withoutSrc(read), name).toEqual(withoutSrc(value));
    }
    const [first] = (await store.published.document('awards'))?.awards ?? [];
    expect(first?.image.src).toMatch(/^\/media\/[0-9a-f]{20}\.svg$/);
  });

  it('serves each picture from stored media under a content-hashed name', async () => {
    const [post] = await store.published.posts();
    const name = post?.image.src.replace('/media/', '') ?? '';
    expect(name).toMatch(/^[0-9a-f]{20}\.svg$/);
    const bytes = await store.media.bytes(name);
    const file = readFileSync(join(CONTENT_DIR, 'posts', `${post?.slug}.svg`));
    expect(Buffer.from(bytes ?? new Uint8Array()).equals(file)).toBe(true);
  });

  it('answers the pages’ lookups', async () => {
    const [newest] = await store.published.posts();
    expect((await store.published.post(postSlugs[1]))?.slug).toBe(postSlugs[1]);
    expect(await store.published.post('no-such-post')).toBeUndefined();
    expect(await store.published.recentPosts(2)).toHaveLength(2);
    expect((await store.published.recentPosts(1))[0]?.slug).toBe(newest?.slug);
    const corporate = await store.published.projectsByCategory('corporate');
    expect(corporate.map((p) => p.slug)).toEqual(
      builtProjects.filter((p) => p.category === 'corporate').map((p) => p.slug),
    );
    const engineers = await store.published.teamByCategory('engineer');
    expect(engineers.map((m) => m.slug)).toEqual(
      builtTeam.filter((m) => m.category === 'engineer').map((m) => m.slug),
    );
    expect((await store.published.service(serviceSlugs[0]))?.checklist.length).toBeGreaterThan(0);
  });

  it('exports the published content byte for byte as the files it came from', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-export-'));
    const result = await store.exportSeed(out);
    const expected = filesUnder(CONTENT_DIR).sort();
    expect(filesUnder(out).sort()).toEqual(expected);
    expect(result.written.sort()).toEqual(expected);
    for (const file of expected) {
      const same = readFileSync(join(out, file)).equals(readFileSync(join(CONTENT_DIR, file)));
      expect(same, file).toBe(true);
    }
  });

  it('imports the same files again as unchanged, and a changed file as a new version', async () => {
    const again = await store.importSeed(CONTENT_DIR);
    expect(again).toMatchObject({ imported: true, created: 0, updated: 0 });
    const seeds = filesUnder(CONTENT_DIR).filter((f) => /\.(md|yml)$/.test(f));
    expect(again.unchanged).toBe(seeds.length);
    expect(await store.importSeed(CONTENT_DIR, { onlyIfEmpty: true })).toMatchObject({
      imported: false,
    });

    const copy = mkdtempSync(join(tmpdir(), 'content-copy-'));
    cpSync(CONTENT_DIR, copy, { recursive: true });
    const file = join(copy, 'services', `${serviceSlugs[0]}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Renamed'));
    // A project in a category the office's list lacks: the category joins the list, reported.
    const project = join(copy, 'projects', 'community-center.md');
    writeFileSync(
      project,
      readFileSync(project, 'utf8').replace(/^category: .*$/m, 'category: loft-conversions'),
    );
    const imported = await store.importSeed(copy);
    expect(imported).toMatchObject({ updated: 2, created: 0 });
    expect(imported.addedCategories).toEqual([
      {
        slug: 'loft-conversions',
        label: 'Loft conversions',
        files: [expect.stringMatching(/projects\/community-center\.md$/)],
      },
    ]);
    expect(seedCategoryWords(imported.addedCategories)[0]).toMatch(
      /^project category “loft-conversions” \(.*community-center\.md\) was not in the list: added as “Loft conversions”; rename or remove it in Tags and categories$/,
    );
    const categories = await database.db
      .selectFrom('taxonomy_terms')
      .select(['slug', 'label'])
      .where('kind', '=', 'category')
      .orderBy('position')
      .execute();
    expect(categories.at(-1)).toEqual({ slug: 'loft-conversions', label: 'Loft conversions' });
    const added = await database.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('subject', '=', 'loft-conversions')
      .execute();
    expect(added).toEqual([{ action: 'category.added', subject: 'loft-conversions' }]);
    expect((await store.importSeed(copy)).addedCategories).toEqual([]);
    const service = await store.published.service(serviceSlugs[0]);
    expect(service?.title).toBe('Renamed');
    const item = await store.editor.find('services', serviceSlugs[0]);
    expect(item?.version).toBe(2);
    expect(item?.live?.version).toBe(2);
  });

  it('a later start adds a settings document the store lacks and leaves the office’s as they are', async () => {
    const pages = await store.editor.find('settings', 'pages');
    const faqDoc = await store.editor.find('settings', 'faqs');
    if (!pages || !faqDoc) throw new Error('the seed has no pages or faqs document');
    await store.remove(pages.id, null);
    const edited = structuredClone(faqDoc.fields) as { page: { question: string }[] };
    edited.page[0] = { ...edited.page[0], question: 'Asked by the office?' } as never;
    await store.saveDraft(faqDoc.id, { fields: edited, body: '' }, null);
    await store.publish(faqDoc.id, null);

    const said: string[] = [];
    await seedOnFirstStart(store, CONTENT_DIR, (line) => said.push(line));
    expect(said).toEqual(['content: added 1 new settings documents from content/settings']);
    expect((await store.editor.find('settings', 'pages'))?.live?.version).toBe(1);
    const faqsNow = await store.freshPublished.document('faqs');
    expect(faqsNow?.faqs[0]?.question).toBe('Asked by the office?');

    // Nothing is missing now: the next start adds nothing and says nothing.
    said.length = 0;
    await seedOnFirstStart(store, CONTENT_DIR, (line) => said.push(line));
    expect(said).toEqual([]);
  });

  it('refuses a seed with a wrong file, naming the file and the field, and writes nothing', async () => {
    const empty = await freshDb(kind);
    try {
      const copy = join(mkdtempSync(join(tmpdir(), 'content-bad-')), 'content');
      cpSync(CONTENT_DIR, copy, { recursive: true });
      const file = join(copy, 'posts', `${postSlugs[0]}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''));
      const fresh = createContentStore(empty.db);
      await expect(fresh.importSeed(copy, { onlyIfEmpty: true })).rejects.toThrow(
        `content/posts/${postSlugs[0]}.md: title: missing, expected the post title as text`,
      );
      expect(await fresh.editor.list('posts')).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('refuses a seed whose picture is not one, with the store’s sentence (a refusal, not an Error)', async () => {
    const empty = await freshDb(kind);
    try {
      const copy = join(mkdtempSync(join(tmpdir(), 'content-bad-picture-')), 'content');
      cpSync(CONTENT_DIR, copy, { recursive: true });
      const posts = join(copy, 'posts');
      const markdown = readFileSync(join(posts, `${postSlugs[0]}.md`), 'utf8');
      const src = /^ {2}src: (.+)$/m.exec(markdown)?.[1] as string;
      writeFileSync(join(posts, src), 'plain words, no picture');
      const fresh = createContentStore(empty.db);
      const refused = await fresh.importSeed(copy, { onlyIfEmpty: true }).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(refused?.message).toContain(
        `content/posts/${postSlugs[0]}.md: "${src}" is not a picture this site takes`,
      );
      expect(refused?.message).not.toContain('[object Object]');
      expect(await fresh.editor.list('posts')).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
