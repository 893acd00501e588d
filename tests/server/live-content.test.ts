import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../server/content/store.ts';
import { eventually } from './support/eventually';
import type { InProcessSite } from './support/in-process-site';
import { exportRows, postForm, signIn } from './support/site';
import { openSiteWithStore } from './support/site-store';

// What the office publishes is what visitors get: pages are rendered from the content store and
// cached until a change they show. Here the changes come from a connection of their own on the
// same database (as another server or `npm run content:import` would make them), which the site
// notices through the store's change counter. The site is asked in process (in-process-site.ts):
// nothing here tests the process or its output.
// One site for the file: each test changes items of its own (or makes new ones), and the
// later blocks read only what the earlier ones left as they expect.
let site: InProcessSite;
let store: ContentStore;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ site, store, close } = await openSiteWithStore());
});
afterAll(() => close?.());

describe('pages read what is published now', () => {
  const page = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const card = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await response.arrayBuffer());
  };
  const itemOf = async (collection: string, slug: string) => {
    const item = await store.editor.find(collection, slug);
    if (!item) throw new Error(`no ${collection}/${slug} in the store`);
    return item;
  };

  it('shows a published post’s new title on its page, the listings, search, the feed, the sitemap and the home page', async () => {
    const [first] = await store.published.posts();
    if (!first) throw new Error('the seed has no post');
    const before = await page(`/blog/${first.slug}`);
    expect(before.status).toBe(200);
    const cardBefore = await card(`/og/blog/${first.slug}.png`);
    expect(before.headers.get('surrogate-key')?.split(' ')).toContain(`posts:${first.slug}`);
    const title = `Roof trusses explained ${Date.now()}`;
    const item = await itemOf('posts', first.slug);
    await store.saveDraft(item.id, { fields: { ...item.fields, title }, body: item.body }, null);

    // A draft changes nothing visitors see.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await page(`/blog/${first.slug}`)).text).not.toContain(title);

    await store.publish(item.id, null);
    await eventually(async () =>
      (await page(`/blog/${first.slug}`)).text.includes(title) ? true : undefined,
    );
    expect((await page('/blog')).text).toContain(title);
    expect((await page('/')).text).toContain(title);
    expect((await page('/search-index.json')).text).toContain(title);
    expect((await page('/search?q=trusses')).text).toContain(title);
    expect((await page(`/blog/${first.slug}.data`)).text).toContain(title);
    expect((await page('/feed.xml')).text).toContain(title);
    // The share card is drawn again with the new title, at the size the meta tags state.
    const cardAfter = await card(`/og/blog/${first.slug}.png`);
    expect(cardAfter.equals(cardBefore)).toBe(false);
    expect([cardAfter.readUInt32BE(16), cardAfter.readUInt32BE(20)]).toEqual([1200, 630]);
    // The sitemap dates the post by its last publish.
    const today = new Date().toISOString().slice(0, 10);
    expect((await page('/sitemap.xml')).text).toContain(
      `/blog/${first.slug}</loc><lastmod>${today}</lastmod>`,
    );
  });

  it('answers an old address with a 301 to the new one after a slug change', async () => {
    const [service] = await store.published.services();
    if (!service) throw new Error('the seed has no service');
    const item = await itemOf('services', service.slug);
    const moved = `${service.slug}-works`;
    await store.changeSlug(item.id, moved, null);
    const old = await eventually(async () => {
      const answer = await page(`/services/${service.slug}`);
      return answer.status === 301 ? answer : undefined;
    });
    expect(old.headers.get('location')).toBe(`/services/${moved}`);
    expect((await page(`/services/${moved}`)).status).toBe(200);
  });

  it('lists a new service, offers it on the quote form and takes quotes for it', async () => {
    const [model] = await store.published.services();
    const source = await itemOf('services', model?.slug ?? '');
    const slug = `loft-conversions-${Date.now()}`;
    const created = await store.create(
      {
        collection: 'services',
        slug,
        fields: { ...source.fields, title: 'Loft Conversions' },
        body: source.body,
      },
      null,
    );
    await store.publish(created.id, null);
    await eventually(async () =>
      (await page('/services')).text.includes('Loft Conversions') ? true : undefined,
    );
    expect((await page('/request-quote')).text).toContain(`value="${slug}"`);
    expect((await page('/sitemap.xml')).text).toContain(`/services/${slug}</loc>`);
    const sent = await postForm(site, '/request-quote', {
      firstName: 'Dana',
      email: 'dana@example.com',
      phone: '+1 (555) 010-2000',
      company: 'Reyes Bakery',
      website: 'https://reyes.example.com',
      service: slug,
      message: 'A loft room with a dormer window.',
    });
    expect(sent.status).toBe(303);
    const rows = await exportRows(site, await signIn(site), '?kind=quote');
    expect(rows.flat()).toContain(slug);
  });

  it('shows a project’s gallery on its page, in the order the office put it', async () => {
    const projects = await store.published.projects();
    const [first, second, third] = projects;
    if (!first || !second || !third) throw new Error('the seed has fewer than 3 projects');
    const item = await itemOf('projects', first.slug);
    // Other projects' covers as this one's gallery, third before second.
    const covers = await Promise.all([third, second].map((p) => itemOf('projects', p.slug)));
    const gallery = covers.map((cover, index) => ({
      ...(cover.fields.image as { src: string }),
      alt: `Gallery photo ${index + 1}`,
    }));
    await store.saveDraft(item.id, { fields: { ...item.fields, gallery }, body: item.body }, null);
    await store.publish(item.id, null);
    const html = await eventually(async () => {
      const text = (await page(`/portfolio/${first.slug}`)).text;
      return text.includes('Photos from the job') ? text : undefined;
    });
    const one = html.indexOf('alt="Gallery photo 1"');
    const two = html.indexOf('alt="Gallery photo 2"');
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(one);
  });

  it('takes an unpublished post off its address and out of the listings', async () => {
    const posts = await store.published.posts();
    const last = posts.at(-1);
    if (!last) throw new Error('the seed has no post');
    const item = await itemOf('posts', last.slug);
    await store.unpublish(item.id, null);
    const gone = await eventually(async () => {
      const answer = await page(`/blog/${last.slug}`);
      return answer.status === 302 ? answer : undefined;
    });
    expect(gone.headers.get('location')).toBe('/404-error');
    expect((await page('/blog-standard')).text).not.toContain(`/blog/${last.slug}"`);
  });
});

describe('preview links', () => {
  it('shows a draft through the real page to whoever has the link, and to no one else', async () => {
    const [post] = await store.published.posts();
    const item = await store.editor.find('posts', post?.slug ?? '');
    if (!post || !item) throw new Error('the seed has no post');
    const title = `Draft headline ${Date.now()}`;
    await store.saveDraft(item.id, { fields: { ...item.fields, title }, body: item.body }, null);
    const { token } = await store.previews.create(item.id, null);

    const preview = await site.fetch(`${site.url}/blog/${post.slug}?preview=${token}`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(title);
    expect(html).toContain('data-preview-note');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(preview.headers.get('surrogate-key')).toBeNull();

    const live = await (await site.fetch(`${site.url}/blog/${post.slug}`)).text();
    expect(live).not.toContain(title);
    expect(live).not.toContain('data-preview-note');
  });

  it('previews an item that was never published, and refuses an unknown link with 410', async () => {
    const [model] = await store.published.services();
    const source = await store.editor.find('services', model?.slug ?? '');
    if (!source) throw new Error('the seed has no service');
    const slug = `garden-rooms-${Date.now()}`;
    const created = await store.create(
      {
        collection: 'services',
        slug,
        fields: { ...source.fields, title: 'Garden Rooms' },
        body: source.body,
      },
      null,
    );
    const { token } = await store.previews.create(created.id, null);
    const preview = await site.fetch(`${site.url}/services/${slug}?preview=${token}`, {
      redirect: 'manual',
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Garden Rooms');
    expect((await site.fetch(`${site.url}/services/${slug}`, { redirect: 'manual' })).status).toBe(
      302,
    );
    const unknown = await site.fetch(`${site.url}/services/${slug}?preview=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect(unknown.headers.get('x-robots-tag')).toContain('noindex');
  });
});

describe('stored artwork', () => {
  it('is served in the brand’s colours and words, as the build draws it', async () => {
    const history = await (await site.fetch(`${site.url}/history`)).text();
    const urls = [...new Set(history.match(/\/media\/[0-9a-f]+\.svg/g) ?? [])];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const response = await site.fetch(`${site.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg, url).not.toContain('{{');
      // The dark theme's repaint that the brand's artwork carries.
      expect(svg, url).toContain('prefers-color-scheme:dark');
      expect(response.headers.get('etag'), url).toMatch(/\.svg\.[0-9a-f]{12}"$/);
    }
  });
});
