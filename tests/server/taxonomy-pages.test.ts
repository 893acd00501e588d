/**
 * Authors, tags and categories (issue 32, decision 055), in process on SQLite (the lists' rules
 * on both databases: server/taxonomy/taxonomy.test.ts). A fresh database shows the spec's
 * defaults; what the office then sets in /admin (a name and line in Account, a tag and a
 * category in Tags and categories, a post's author and tags and a project's category in the
 * editor) shows on the public pages at once, without a rebuild, and follows a rename or removal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogExtras } from '../../app/content/blog-extras';
import { postSlugs, projectSlugs } from '../../app/content/generated/slugs';
import { type InProcessSite, openSite } from './support/in-process-site';
import { phoneJpeg } from './support/photos';
import { ADMIN_EMAIL, ADMIN_PASSWORD, postForm } from './support/site';
import { withStore } from './support/site-store';

const POST = postSlugs[0] as string;
const PROJECT = projectSlugs[0] as string;

/** An item's fields as the editor's form posts them: `image.src`, `tags.0`, … */
const formFields = (fields: Record<string, unknown>, base = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? Object.entries(formFields(value as Record<string, unknown>, `${base}${key}.`))
        : value === undefined
          ? []
          : [[`${base}${key}`, String(value)]],
    ),
  );

/** Whether the page has a link to `href` reading `text` (attributes in any order). */
const hasLink = (html: string, href: string, text: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].some(
    ([, attributes, words]) => attributes?.includes(`href="${href}"`) && words === text,
  );
/** Whether the page has `text` (kept short in a failure's message). */
const has = (html: string, text: string) => html.includes(text);

describe('authors, tags and categories on the public pages', () => {
  let site: InProcessSite;
  let owner: string;
  const page = async (path: string) => {
    const response = await site.fetch(`${site.url}${path}`, { redirect: 'manual' });
    return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
  };
  const admin = (path: string, fields: Record<string, string>) =>
    postForm(site, path, fields, { cookie: owner });
  /** Publishes an item from the editor's form with some fields changed. */
  const publish = async (collection: string, slug: string, change: Record<string, string>) => {
    const item = await withStore(site.databaseUrl, (store) => store.editor.find(collection, slug));
    if (!item) throw new Error(`no ${collection}/${slug}`);
    const { tags: _tags, ...fields } = item.fields;
    const answer = await admin(`/admin/content/${collection}/${item.id}`, {
      ...formFields(fields),
      ...change,
      slug: item.slug,
      body: item.body,
      baseVersion: String(item.version),
      intent: 'publish',
    });
    expect(answer.status, await answer.clone().text()).toBe(303);
  };

  beforeAll(async () => {
    site = await openSite('sqlite');
    const signedIn = await postForm(site, '/admin/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    owner = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  });
  afterAll(() => site?.close());

  it('shows the spec’s defaults on a fresh database', async () => {
    const post = await page(`/blog/${POST}`);
    expect(has(post.text, '<span class="sr-only">Author: </span>Admin')).toBe(true);
    expect(has(post.text, blogExtras.authorBio)).toBe(true);
    // Related tags: the next posts' first words, each to its post; popular tags to /blog.
    const related = post.text.match(/id="related-tags-heading"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(related.match(/href="\/blog\/[a-z0-9-]+"/g)).toHaveLength(3);
    for (const tag of blogExtras.tags) expect(hasLink(post.text, '/blog', tag), tag).toBe(true);
    const gallery = await page('/gallery');
    const toggles = [...gallery.text.matchAll(/data-filter="([^"]+)"/g)].map((m) => m[1]);
    expect(toggles).toEqual(['all', 'marketing', 'business', 'corporate']);
    expect((await page('/blog/tag/innovation')).status).toBe(404);
    expect(!has((await page('/sitemap.xml')).text, '/blog/tag/')).toBe(true);
  });

  it('shows the author, their line, the post’s tags, its tag page and a new category at once', async () => {
    expect((await admin('/admin/account', { intent: 'name', name: 'Dana Reyes' })).status).toBe(
      303,
    );
    const line = 'Site manager for twelve years; writes about winter pours.';
    expect((await admin('/admin/account', { intent: 'about', about: line })).status).toBe(303);
    // Their photo: uploaded as Account's photo panel does, then chosen.
    const upload = new FormData();
    upload.append('return', '/admin/account');
    upload.append('file', new Blob([new Uint8Array(await phoneJpeg())]), 'IMG_0042.jpg');
    const uploaded = await site.fetch(`${site.url}/admin/media`, {
      method: 'POST',
      body: upload,
      redirect: 'manual',
      headers: { cookie: owner, Origin: site.url },
    });
    const photo = /uploaded=([\w.-]+)$/.exec(uploaded.headers.get('location') ?? '')?.[1] ?? '';
    expect(photo).not.toBe('');
    expect((await admin('/admin/account', { intent: 'photo', photo })).status).toBe(303);
    for (const [kind, label] of [
      ['tag', 'Winter work'],
      ['category', 'Kitchen extensions'],
    ]) {
      const added = await admin('/admin/taxonomy', {
        intent: 'add',
        kind: kind ?? '',
        label: label ?? '',
      });
      expect(added.status).toBe(303);
    }
    // The editor offers the people and the lists by name.
    const item = await withStore(site.databaseUrl, (store) => store.editor.find('posts', POST));
    const editor = await site.fetch(`${site.url}/admin/content/posts/${item?.id}`, {
      headers: { cookie: owner },
    });
    const form = (await editor.text()).replaceAll('<!-- -->', '');
    const ownerId = form.match(/<option value="(\d+)">Dana Reyes<\/option>/)?.[1];
    expect(ownerId).toBeDefined();
    expect(form).toMatch(/value="winter-work"[^>]*\/>Winter work<\/label>/);

    await publish('posts', POST, { author: ownerId ?? '', 'tags.0': 'winter-work' });
    await publish('projects', PROJECT, { category: 'kitchen-extensions' });

    const post = await page(`/blog/${POST}`);
    expect(has(post.text, '<span class="sr-only">Author: </span>Dana Reyes')).toBe(true);
    expect(has(post.text, line)).toBe(true);
    const box =
      post.text.match(/<aside aria-labelledby="author-heading"[\s\S]*?<\/aside>/)?.[0] ?? '';
    expect(box).toMatch(/<img[^>]*src="\/media\//);
    expect(box).toContain('Dana Reyes');
    expect(!has(post.text, blogExtras.authorBio)).toBe(true);
    const related = post.text.match(/id="related-tags-heading"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(hasLink(related, '/blog/tag/winter-work', 'Winter work')).toBe(true);
    expect(hasLink(post.text, '/blog', 'Innovation')).toBe(false);
    expect(has((await page('/blog')).text, 'Dana Reyes')).toBe(true);

    const tagPage = await page('/blog/tag/winter-work');
    expect(tagPage.status).toBe(200);
    expect(tagPage.text).toMatch(/<h1[^>]*>Tag: Winter work<\/h1>/);
    expect(has(tagPage.text, '<title>Posts tagged Winter work')).toBe(true);
    expect(has(tagPage.text, `href="/blog/${POST}"`)).toBe(true);
    expect(has((await page('/sitemap.xml')).text, '/blog/tag/winter-work')).toBe(true);
    expect(has((await page('/feed.xml')).text, '<dc:creator>Dana Reyes</dc:creator>')).toBe(true);

    expect(has((await page('/gallery')).text, 'data-filter="kitchen-extensions"')).toBe(true);
    expect(has((await page(`/portfolio/${PROJECT}`)).text, 'Kitchen extensions')).toBe(true);
  });

  it('follows a rename and a removal without a rebuild', async () => {
    const screen = (
      await (await site.fetch(`${site.url}/admin/taxonomy`, { headers: { cookie: owner } })).text()
    ).replaceAll('<!-- -->', '');
    const idOf = (slug: string) =>
      screen.match(new RegExp(`data-term="${slug}"[\\s\\S]*?name="id" value="(\\d+)"`))?.[1] ?? '';
    // The office's order: Move up (no script) one step, then a drag's drop to the first place.
    const filters = async () =>
      [...(await page('/gallery')).text.matchAll(/data-filter="([\w-]+)"/g)].map((m) => m[1]);
    const kitchens = idOf('kitchen-extensions');
    expect((await filters()).slice(-2)).toEqual(['corporate', 'kitchen-extensions']);
    const up = await admin('/admin/taxonomy', {
      intent: 'move-up',
      kind: 'category',
      id: kitchens,
    });
    expect(up.status).toBe(303);
    expect((await filters()).slice(-2)).toEqual(['kitchen-extensions', 'corporate']);
    const dropped = await admin('/admin/taxonomy', {
      intent: 'move',
      kind: 'category',
      id: kitchens,
      place: '0',
    });
    expect(dropped.status).toBe(303);
    expect((await filters()).filter((slug) => slug !== 'all')[0]).toBe('kitchen-extensions');
    const nowhere = await admin('/admin/taxonomy', {
      intent: 'move',
      kind: 'category',
      id: kitchens,
      place: 'x',
    });
    expect(nowhere.status).toBe(400);

    const renamed = await admin('/admin/taxonomy', {
      intent: 'rename',
      kind: 'category',
      id: idOf('kitchen-extensions'),
      label: 'Kitchens',
    });
    expect(renamed.status).toBe(303);
    const project = await page(`/portfolio/${PROJECT}`);
    expect(has(project.text, 'Kitchens')).toBe(true);
    expect(!has(project.text, 'Kitchen extensions')).toBe(true);

    const duplicate = await admin('/admin/taxonomy', {
      intent: 'add',
      kind: 'tag',
      label: 'winter WORK',
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain('There is already a tag called');

    const removed = await admin('/admin/taxonomy', {
      intent: 'remove',
      kind: 'tag',
      id: idOf('winter-work'),
    });
    expect(removed.status).toBe(303);
    expect((await page('/blog/tag/winter-work')).status).toBe(404);
    const post = await page(`/blog/${POST}`);
    expect(!has(post.text, '/blog/tag/winter-work')).toBe(true);
    expect(hasLink(post.text, '/blog', 'Innovation')).toBe(true);
  });
});
