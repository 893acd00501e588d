import type { Page } from '@playwright/test';
import { truncateWords } from '../../app/lib/truncate-words';
import { loadMoreCounts, pageCounts, postSlugs, postTitle, projectSlugs } from './support/content';
import { builtHtml } from './support/html';
import { expect, gotoHydrated, test } from './support/hydration';

const NOT_FOUND_PATH = '/404-error';

/** The project cards of the page's main grid, as their title links. */
const cardLinks = (page: Page) => page.getByRole('main').locator('ul > li h3 a');

test.describe('portfolio grids', () => {
  const total = projectSlugs.length;
  const grids = [
    { path: '/portfolio/2-columns', counts: loadMoreCounts(total, 4, 2) },
    { path: '/portfolio/3-columns', counts: loadMoreCounts(total, 6, 2) },
    { path: '/portfolio/4-columns', counts: loadMoreCounts(total, 4, 2) },
  ];

  for (const { path, counts } of grids) {
    test(`${path} loads two more per click until all ${total} show, focusing each new card`, async ({
      page,
    }) => {
      await page.goto(path);
      const loadMore = page.getByRole('button', { name: 'Load More' });
      const status = page.getByRole('main').getByRole('status');
      await expect(cardLinks(page)).toHaveCount(counts[0] ?? 0);
      for (const count of counts.slice(1)) {
        const before = await cardLinks(page).count();
        await loadMore.click();
        await expect(cardLinks(page)).toHaveCount(count);
        await expect(cardLinks(page).nth(before)).toBeFocused();
        const added = count - before;
        await expect(status).toHaveText(
          `${added} more ${added === 1 ? 'project' : 'projects'} shown, ${count} of ${total}`,
        );
      }
      await expect(loadMore).toHaveCount(0);
      const hrefs = await cardLinks(page).evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(hrefs).toEqual(projectSlugs.map((slug) => `/portfolio/${slug}`));
    });
  }

  test('Load More works from the keyboard', async ({ page }) => {
    const [first = 0, second] = loadMoreCounts(total, 6, 2);
    await page.goto('/portfolio/3-columns');
    if (second === undefined) {
      // Six projects or fewer: the grid shows them all and offers no button.
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: 'Load More' }).focus();
    await page.keyboard.press('Enter');
    await expect(cardLinks(page)).toHaveCount(second);
    await expect(cardLinks(page).nth(first)).toBeFocused();
  });
});

test.describe('gallery', () => {
  /** The gallery holds the first six projects (all of them, when fewer). */
  const GALLERY_SIZE = Math.min(6, projectSlugs.length);
  const filters = [
    { name: 'Marketing', category: 'marketing' },
    { name: 'Business', category: 'business' },
    { name: 'Corporate', category: 'corporate' },
    { name: 'All', category: null },
  ];
  const items = (page: Page) => page.locator('#gallery-items > li');
  /** The category of each item shown now. */
  const shownCategories = (page: Page) =>
    items(page).evaluateAll((lis) => lis.map((li) => li.getAttribute('data-category')));
  /** How many items a filter should show, from the categories of the items under All. */
  const countFor = (all: (string | null)[], category: string | null) =>
    category ? all.filter((c) => c === category).length : all.length;
  const itemHrefs = (page: Page) =>
    items(page)
      .locator('a')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

  // One load of /gallery: the default view, then each filter in turn (the three categories'
  // projects together are exactly All's).
  test('shows the first six projects (at most) under All by default; each filter shows only its category, announces the count and keeps it in the URL; the three filters together show exactly All', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(items(page)).toHaveCount(GALLERY_SIZE);
    const hrefs = await itemHrefs(page);
    expect(hrefs).toEqual(projectSlugs.slice(0, GALLERY_SIZE).map((slug) => `/portfolio/${slug}`));
    const all = await shownCategories(page);
    const union: (string | null)[] = [];
    for (const { name, category } of filters) {
      const count = countFor(all, category);
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(items(page)).toHaveCount(count);
      const categories = await shownCategories(page);
      if (category && count > 0) expect(new Set(categories)).toEqual(new Set([category]));
      await expect(page.getByRole('main').getByRole('status')).toContainText(`${count}`);
      expect(new URL(page.url()).searchParams.get('filter')).toBe(category);
      if (category) union.push(...(await itemHrefs(page)));
    }
    expect(union.toSorted()).toEqual(hrefs.toSorted());
  });

  test('the filter survives reload and Back, and arrow keys move between filters', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/gallery');
    await expect(items(page)).toHaveCount(GALLERY_SIZE);
    const business = countFor(await shownCategories(page), 'business');
    await page.goto('/gallery?filter=business');
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(items(page)).toHaveCount(business);
    await page.reload();
    await expect(items(page)).toHaveCount(business);
    await page.getByRole('button', { name: 'Business' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Corporate' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/filter=corporate/);
    await page.goBack();
    await expect(page).toHaveURL(/filter=business/);
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(errors, 'no hydration or console errors').toEqual([]);
  });
});

test.describe('blog grid', () => {
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
  const posts = (page: Page) => page.getByRole('main').locator('article');
  // Four a page; these tests need a second page, so more than four posts.
  const grid = pageCounts(postSlugs.length, 4);
  const last = grid.length;

  test('page 1 shows 4 posts and no previous link; the last page has no next link', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(posts(page)).toHaveCount(grid[0] ?? 0);
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveCount(last);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(posts(page)).toHaveCount(grid[1] ?? 0);
    if (last > 2) await page.goto(`/blog/page/${last}`);
    await expect(posts(page)).toHaveCount(grid.at(-1) ?? 0);
    await expect(pager(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: `Page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('page 2 survives reload at its own URL, and Back returns to page 1', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(posts(page)).toHaveCount(grid[1] ?? 0);
    await page.reload();
    await expect(posts(page)).toHaveCount(grid[1] ?? 0);
    await expect(posts(page).first().getByRole('heading')).toHaveText(
      postTitle(postSlugs[4] ?? ''),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(posts(page)).toHaveCount(grid[0] ?? 0);
    expect(errors, 'no hydration or console errors').toEqual([]);
  });
});

test('blog standard pages 3 posts at a time with disabled edges', async ({ page }) => {
  const list = pageCounts(postSlugs.length, 3);
  await page.goto('/blog-standard');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const posts = page.getByRole('main').locator('ul > li > article');
  await expect(posts).toHaveCount(list[0] ?? 0);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog-standard\/page\/2$/);
  await expect(posts).toHaveCount(list[1] ?? 0);
  if (list.length > 2) await page.goto(`/blog-standard/page/${list.length}`);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(posts.first().getByText('Admin')).toBeVisible();
  const tags = page.getByRole('region', { name: 'Popular tags' }).getByRole('link');
  await expect(tags).toHaveText(['Innovation', 'Insights', 'Resources', 'Tips', 'Trends']);
  for (const href of await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toBe('/blog');
  await expect(page.getByRole('region', { name: 'Recent posts' }).getByRole('link')).toHaveCount(
    Math.min(3, postSlugs.length),
  );
});

test.describe('blog detail', () => {
  const path = `/blog/${postSlugs[0]}`;
  const title = postTitle(postSlugs[0] ?? '');

  test('its h1 is the full title, the banner shows the three-word title as a plain paragraph', async ({
    page,
  }) => {
    await page.goto(path);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(title);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
    const banner = page.getByText(truncateWords(title), { exact: true });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((element) => element.tagName)).toBe('P');
    await expect(page.getByRole('heading', { name: truncateWords(title) })).toHaveCount(0);
  });

  test('shows 3 related tags to other posts and its sample comments with Reply links', async ({
    page,
  }) => {
    // The first post whose file has sample comments (a new post may have none yet).
    const index = postSlugs.findIndex((slug) =>
      /Reply<span[^>]*> to /.test(builtHtml(`/blog/${slug}`)),
    );
    expect(index, 'a post with sample comments').toBeGreaterThanOrEqual(0);
    await page.goto(`/blog/${postSlugs[index]}`);
    const tags = page.getByRole('navigation', { name: 'Related tags:' }).getByRole('link');
    const related = [1, 2, 3].map((step) => postSlugs[(index + step) % postSlugs.length] ?? '');
    await expect(tags).toHaveText(related.map((slug) => postTitle(slug).split(' ')[0] ?? ''));
    const hrefs = await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(related.map((slug) => `/blog/${slug}`));
    const region = page.getByRole('region', { name: /^\d+ Comments$/ });
    const heading = await region.getByRole('heading').first().textContent();
    const count = Number(heading?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await expect(region.getByRole('listitem')).toHaveCount(count);
    await expect(page.getByRole('link', { name: /^Reply to/ })).toHaveCount(count);
    await page
      .getByRole('link', { name: /^Reply to/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#comment-form$/);
  });

  test('the comment form requires name and an email address', async ({ page }) => {
    await gotoHydrated(page, path);
    const form = page.getByRole('form', { name: 'Post Comment' });
    await expect(form.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Comment')).not.toHaveAttribute('required');
    // The form's island loads as it nears the viewport (decision 047); a submit before that is
    // the browser's own check and plain post.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-island-started', '');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByRole('status')).toContainText('2 fields need attention');
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your comment');
  });
});

// Each project page's h1 (the whole title, wrapping) and its overview's facts: in the
// pre-rendered HTML, tests/built/project-pages.test.ts.

for (const prefix of ['/portfolio', '/blog']) {
  test(`an unknown ${prefix} slug lands on ${NOT_FOUND_PATH}`, async ({ page }) => {
    await page.goto(`${prefix}/no-such-thing`);
    await expect(page).toHaveURL((url) => url.pathname === NOT_FOUND_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
}
