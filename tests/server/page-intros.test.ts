import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWord } from '../../app/lib/count-words';
import type { ContentStore } from '../../server/content/store.ts';
import type { Db } from '../../server/db/connect.ts';
import { commentIdOf, moderate } from './support/comments';
import type { InProcessSite } from './support/in-process-site';
import { postForm, signIn } from './support/site';
import { openSiteWithStore } from './support/site-store';
import { withoutTokens } from './support/spam';

const POST = 'how-to-choose-the-perfect-construction-company';

/** An item's fields as the editor's form posts them: `services.lead`, … */
const formFields = (fields: Record<string, unknown>, base = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? Object.entries(formFields(value as Record<string, unknown>, `${base}${key}.`))
        : [[`${base}${key}`, String(value)]],
    ),
  );

// The office edits each page's introduction (content/settings/pages.yml) in the editor; a
// publish shows on the page at once with the live count, and drops only the pages that show an
// introduction from the render cache.
describe('page introductions published from the editor', () => {
  let site: InProcessSite;
  let database: Db;
  let store: ContentStore;
  let close: () => Promise<void>;
  let owner: string;
  /** The render-cache tags a page is sent with (what it shows). */
  const tagsOf = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('surrogate-key')?.split(' ') ?? [];
  };
  // Each answer carries a form token of its own (page-token.ts): pages compare without them.
  const html = async (path: string) =>
    withoutTokens(await (await site.fetch(`${site.url}${path}`)).text());
  /** Posts the editor's form of a content item (the office pressing a button). */
  const editorPost = async (collection: string, slug: string, fields: Record<string, string>) => {
    const item = await store.editor.find(collection, slug);
    if (!item) throw new Error(`no ${collection}/${slug} in the store`);
    return postForm(
      site,
      `/admin/content/${collection}/${item.id}`,
      { baseVersion: String(item.version), ...fields },
      { cookie: owner },
    );
  };

  beforeAll(async () => {
    ({ site, database, store, close } = await openSiteWithStore());
    owner = await signIn(site);
  });
  afterAll(() => close?.());

  it('tags the pages that show an introduction, and only those', async () => {
    for (const path of ['/services', '/faq', '/portfolio/3-columns', '/blog', '/about-us']) {
      expect(await tagsOf(path), path).toContain('settings:pages');
    }
    const [service] = await store.published.services();
    for (const path of [`/blog/${POST}`, `/services/${service?.slug}`, '/home-two']) {
      expect(await tagsOf(path), path).not.toContain('settings:pages');
    }
  });

  it('shows a published /services introduction at once, with the live count, and keeps other pages cached', async () => {
    // A post page in the render cache, then a change it shows that the server is not told of: a
    // comment approved straight in the database. While its cache entry stays, it is not shown.
    const comment = `Cache witness ${Date.now()}`;
    const sent = await postForm(site, `/blog/${POST}`, {
      name: 'Robin',
      email: 'robin@example.com',
      comment,
    });
    expect(sent.status).toBe(303);
    expect(await html(`/blog/${POST}`)).not.toContain(comment);
    await database.db
      .updateTable('submissions')
      .set({ status: 'approved' })
      .where('message', '=', comment)
      .execute();
    expect(await html(`/blog/${POST}`)).not.toContain(comment);

    const item = await store.editor.find('settings', 'pages');
    const fields = item?.fields as Record<string, Record<string, string>>;
    const stamp = Date.now();
    const services = {
      ...fields.services,
      title: `Crews under one roof ${stamp}`,
      lead: `Today {count} crews plan together. All {count} price together ${stamp}.`,
      description: `What our crews build ${stamp}.`,
    };
    const publish = await editorPost('settings', 'pages', {
      intent: 'publish',
      ...formFields({ ...fields, services }),
    });
    expect(publish.status).toBe(303);
    expect(publish.headers.get('location')).toContain('done=published');

    // The first request after the publish is answered with it: the cache entry was dropped.
    const live = (await store.published.services()).length;
    const words = countWord(live);
    const shown = await html('/services');
    expect(shown).toContain(`Crews under one roof ${stamp}`);
    const capital = words.charAt(0).toUpperCase() + words.slice(1);
    expect(shown).toContain(`Today ${words} crews plan together. All ${words} price together`);
    expect(shown).not.toContain(`Today ${capital}`);
    expect(shown).toContain(`<meta name="description" content="What our crews build ${stamp}."/>`);
    expect(shown).not.toContain('{count}');

    // The post page's entry stayed: still without the comment approved behind its back.
    expect(await html(`/blog/${POST}`)).not.toContain(comment);

    // The count follows what is published: one service fewer, one word less.
    const [first] = await store.published.services();
    const unpublish = await editorPost('services', first?.slug ?? '', { intent: 'unpublish' });
    expect(unpublish.status).toBe(303);
    expect(await html('/services')).toContain(`Today ${countWord(live - 1)} crews plan together`);

    // Control: once the comments' tag is dropped, the post page shows the approved comment.
    const id = await commentIdOf(site.databaseUrl, comment);
    expect((await moderate(site, owner, id, 'approve')).status).toBe(303);
    expect(await html(`/blog/${POST}`)).toContain(comment);
  });

  it('refuses an unknown placeholder with its field named, and publishes nothing', async () => {
    const item = await store.editor.find('settings', 'pages');
    const fields = item?.fields as Record<string, Record<string, string>>;
    const before = await html('/faq');
    const refused = await editorPost('settings', 'pages', {
      intent: 'publish',
      ...formFields({ ...fields, faq: { ...fields.faq, lead: 'All {cuont} answers.' } }),
    });
    expect(refused.status).toBe(422);
    const answer = await refused.text();
    // In the office's words (form/office-words.ts), at the field.
    expect(answer).toContain('This page fills in only {count}: {cuont} would show as written.');
    expect(await html('/faq')).toBe(before);
  });
});
