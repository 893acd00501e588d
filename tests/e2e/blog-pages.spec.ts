import type { Page } from '@playwright/test';
import { pageCounts, postSlugs } from './support/content';
import { test as base } from './support/fixtures';
import { builtHtml, decodeEntities, suffixOf, tagsOf, titlesOf } from './support/html';
import { expect, test, waitForHydration } from './support/hydration';

const NOT_FOUND_PATH = '/404-error';
const NOT_FOUND_HEADING = 'Oops! Page not found';

/** How many posts each page of the grid (4 a page) and the standard list (3 a page) shows. */
const grid = pageCounts(postSlugs.length, 4);
const standard = pageCounts(postSlugs.length, 3);
const pagesOf = (base: string, counts: number[]) =>
  counts.map((count, i) => ({ path: i === 0 ? base : `${base}/page/${i + 1}`, count }));

/** Every page of the two post lists, with how many posts each shows. */
const listingPages = [...pagesOf('/blog', grid), ...pagesOf('/blog-standard', standard)];

/** The post cards of a listing: the articles of its main list, not the sidebar's. */
const posts = (page: Page) => page.locator('main ul > li > article');
const postLinks = (page: Page) =>
  posts(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

const h1Texts = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
  );
const canonicalPath = (html: string) =>
  new URL(tagsOf(html, 'link').find((link) => link.rel === 'canonical')?.href ?? '', 'http://x')
    .pathname;

test('each listing page is pre-rendered at its own URL with its own h1, title and canonical', () => {
  const pages = listingPages.map(({ path }) => {
    const html = builtHtml(path);
    return { path, h1: h1Texts(html), title: titlesOf(html)[0], canonical: canonicalPath(html) };
  });
  for (const { path, h1, canonical } of pages) {
    expect(h1, `${path} has one h1`).toHaveLength(1);
    expect(canonical, `${path} is its own canonical`).toBe(path);
  }
  expect(new Set(pages.map((p) => p.h1[0])).size, 'distinct h1s').toBe(pages.length);
  expect(new Set(pages.map((p) => p.title)).size, 'distinct titles').toBe(pages.length);
});

test('the sitemap lists every listing page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  for (const { path } of listingPages) expect(listed, path).toContain(path);
});

test('every post page has the full post title as its only h1', () => {
  for (const slug of postSlugs) {
    const html = builtHtml(`/blog/${slug}`);
    const title = titlesOf(html)[0] ?? '';
    const postTitle = title.slice(0, title.length - suffixOf(title).length);
    expect(h1Texts(html), slug).toEqual([postTitle]);
  }
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('every post is linked from the list of some listing page', async ({ page }) => {
    const linked = new Set<string | null>();
    for (const { path, count } of listingPages) {
      await page.goto(path);
      const hrefs = await postLinks(page);
      expect(hrefs, `${path} shows ${count} posts`).toHaveLength(count);
      for (const href of hrefs) linked.add(href);
    }
    for (const slug of postSlugs) expect([...linked], slug).toContain(`/blog/${slug}`);
  });

  base('the pager links reach every page of the blog grid and back', async ({ page }) => {
    await page.goto('/blog');
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    for (let n = 2; n <= grid.length; n += 1) {
      await pager(page).getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/page/${n}$`));
      await expect(posts(page)).toHaveCount(grid[n - 1] ?? 0);
      await expect(pager(page).getByRole('link', { name: `Page ${n}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Blog', `Page ${n}`]);
    }
    await expect(pager(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    for (let n = grid.length; n > 1; n -= 1)
      await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(posts(page)).toHaveCount(grid[0] ?? 0);
  });

  base('the blog standard pager links reach page 2 and back to page 1', async ({ page }) => {
    await page.goto('/blog-standard');
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog-standard\/page\/2$/);
    await expect(posts(page)).toHaveCount(standard[1] ?? 0);
    if (standard.length === 2)
      await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog-standard$/);
  });
});

base.describe('old ?page links', () => {
  for (const { base: list, second } of [
    { base: '/blog', second: '/blog/page/2' },
    { base: '/blog-standard', second: '/blog-standard/page/2' },
  ]) {
    base(`${list}?page=2 lands on ${second} and never paints page 1's posts`, async ({ page }) => {
      await page.goto(second);
      const secondPosts = await postLinks(page);
      // Before every frame of every document, note whether the main content shows posts.
      await page.addInitScript(() => {
        const check = () => {
          const main = document.querySelector('main');
          if (main?.querySelector('article') && getComputedStyle(main).visibility !== 'hidden')
            sessionStorage.setItem(`painted ${location.pathname}${location.search}`, 'yes');
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      // Hold page 2's document back, so the first page would have time to paint. (Chromium stops
      // parsing it once the script leaves; the script also hides it for browsers that do not.)
      await page.route(`**${second}`, async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.goto(`${list}?page=2`, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname === second && url.search === '');
      await waitForHydration(page);
      expect(await postLinks(page)).toEqual(secondPosts);
      const painted = (key: string) =>
        page.evaluate((k) => sessionStorage.getItem(`painted ${k}`), key);
      expect(await painted(second), 'the check sees a page that shows posts').toBe('yes');
      expect(await painted(`${list}?page=2`), 'the first page never showed its posts').toBeNull();
    });
  }

  base('?page=1 stays on the first page, ?page=99 gives the Not Found screen', async ({ page }) => {
    await page.goto('/blog?page=1');
    await waitForHydration(page);
    await expect(posts(page)).toHaveCount(grid[0] ?? 0);
    await page.goto('/blog?page=99', { waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === NOT_FOUND_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  });
});

test.describe('page numbers that do not exist', () => {
  const pastTheEnd = `/blog/page/${grid.length + 1}`;
  for (const path of ['/blog/page/99', pastTheEnd, '/blog-standard/page/0']) {
    test(`${path} gives the Not Found screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === NOT_FOUND_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
      await expect(posts(page)).toHaveCount(0);
    });
  }

  test('/blog/page/1 is the blog itself', async ({ page }) => {
    await page.goto('/blog/page/1');
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await expect(posts(page)).toHaveCount(grid[0] ?? 0);
  });
});
