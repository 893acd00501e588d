import { expectNoAxeViolations, expectNoAxeViolationsHere } from './support/axe';
import { expect, test } from './support/hydration';
import { expectRenovationResults, openHeaderSearch, searchFromBlogSidebar } from './support/search';

// Site search needs the site's server: /search is rendered per request (routes/search.tsx).
// Without JavaScript: search-no-js.spec.ts. The header's suggestions (index fetched on opening,
// arrow keys, Enter): islands.spec.ts.

test.describe('site search with JavaScript', () => {
  test('the header box submits to the results page', async ({ page }) => {
    await page.goto('/faq');
    const field = await openHeaderSearch(page);
    await field.fill('renovation');
    await field.press('Enter');
    await expectRenovationResults(page);
  });

  test('the blog sidebar box submits to the results page', async ({ page }) => {
    await searchFromBlogSidebar(page);
  });

  test('Escape closes the suggestions first and the search box second', async ({ page }) => {
    await page.goto('/faq');
    const field = await openHeaderSearch(page);
    await field.pressSequentially('roof');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeVisible();
    await field.press('Escape');
    await expect(field).toBeHidden();
  });

  test('the results page is private, uncached, not indexed, and passes axe in both themes', async ({
    page,
  }) => {
    const response = await page.goto('/search?q=renovation');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store|no-cache/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolationsHere(page);
  });

  test('typos and word forms still find the renovation service', async ({ page }) => {
    for (const query of ['renovaton', 'renovations']) {
      await page.goto(`/search?q=${query}`);
      await expect(
        page
          .getByRole('region', { name: /^Services/ })
          .getByRole('link')
          .first(),
      ).toHaveText('House Renovation');
    }
    await page.goto('/search?q=roof');
    // "roof" is a word start: the post says "roofing".
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'How Weather Can Impact a Construction Project' }),
    ).toBeVisible();
  });

  test('nothing found offers the main sections and the contact page, and passes axe in both themes', async ({
    page,
  }) => {
    await page.goto('/search?q=xylophone');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      '0 results for “xylophone”',
    );
    const sections = page.getByRole('navigation', { name: 'Main sections' });
    await expect(sections.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(sections.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolationsHere(page);
  });

  test('empty, long and odd queries get a calm page', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    for (const query of [
      '',
      '   ',
      'a'.repeat(600),
      '<script>alert(1)</script>',
      '%',
      '"',
      '🏠',
      'שיפוץ',
    ]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    }
    expect(dialogs).toBe(0);
  });
});

// axe on the results and on nothing found: in the tests above, on the page they loaded. The
// search page with no query is pre-rendered: pages.spec.ts's visit of /search scans it.

test('the open suggestions list has no WCAG 2.2 AA violations in light and dark mode', async ({
  page,
}) => {
  await expectNoAxeViolations(page, '/faq', async () => {
    const field = await openHeaderSearch(page);
    await field.pressSequentially('renovation');
    await field.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  });
});
