import type { Page } from '@playwright/test';
import {
  FETCH_BYTES_BUDGET,
  FETCH_FILES_BUDGET,
  VIEWPORTS,
} from '../../scripts/lib/fetch-budget.mjs';
import { expectNoAxeViolationsHere } from './support/axe';
import { watchViolations } from './support/csp';
import { scriptsBeforeInteraction } from './support/fetched-scripts';
import { h1Count, tagsOf, titlesOf } from './support/html';
import { expect, plainGoto, test, waitForHydration } from './support/hydration';
import { watchProblems } from './support/page-problems';
import { prerenderedRoutes } from './support/routes';
import { builtTitles, HOME_TITLE, siteSuffix } from './support/site-titles';

// Every pre-rendered route, checked in one visit: its raw HTML, then in the browser that it
// hydrates without errors under the Content-Security-Policy the server sends, then axe
// (WCAG 2.2 AA) in the light and the dark theme. One test per route keeps one page for all of it.

/** Loads `route` without interaction and checks what it fetched against the budget. */
async function expectWithinFetchBudget(page: Page, baseURL: string, route: string, width: string) {
  const { response, urls, bytes } = await scriptsBeforeInteraction(page, baseURL, route);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB gz`;
  const fetched = `${width}: ${urls.length} script files, ${kb(bytes)} before interaction`;
  expect
    .soft(urls.length, `${fetched} (limit ${FETCH_FILES_BUDGET} files)`)
    .toBeLessThanOrEqual(FETCH_FILES_BUDGET);
  expect
    .soft(bytes, `${fetched} (limit ${kb(FETCH_BYTES_BUDGET)})`)
    .toBeLessThanOrEqual(FETCH_BYTES_BUDGET);
  return response;
}

// As a visitor with no motion preference sees it (the axe scans turn motion off themselves).
test.use({ reducedMotion: 'no-preference' });

for (const route of prerenderedRoutes()) {
  test(`${route} is served pre-rendered, hydrates under its CSP without errors, and passes axe in both themes`, async ({
    page,
    request,
    baseURL,
  }) => {
    await test.step('the raw HTML has one h1, a title, a description and a canonical link', async () => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect.soft(h1Count(html), 'number of <h1> in the HTML').toBe(1);
      const titles = titlesOf(html);
      expect.soft(titles, 'exactly one <title>').toHaveLength(1);
      const title = titles[0] ?? '';
      if (route === '/') {
        expect.soft(title).toBe(HOME_TITLE);
      } else {
        expect.soft(title.endsWith(siteSuffix), `"${title}" ends with "${siteSuffix}"`).toBe(true);
        expect
          .soft(title.length, 'a page name before the suffix')
          .toBeGreaterThan(siteSuffix.length);
      }
      const description = tagsOf(html, 'meta').find((m) => m.name === 'description');
      expect.soft(description?.content?.trim() ?? '', 'meta description').not.toBe('');
      const canonical = tagsOf(html, 'link').filter((l) => l.rel === 'canonical');
      expect.soft(canonical, 'exactly one canonical link').toHaveLength(1);
      const canonicalPath = new URL(canonical[0]?.href ?? '', 'http://x').pathname;
      expect
        .soft(canonicalPath.replace(/\/$/, ''), 'canonical points at this page')
        .toBe(route.replace(/\/$/, ''));
    });

    await test.step('in the browser: within the JS budget at both widths, no errors, no failed requests, no CSP violation, one visible h1, same title', async () => {
      const [phone, desktop] = VIEWPORTS;
      if (!phone || !desktop) throw new Error('the budget names a phone and a desktop width');
      // What a visitor who only looks makes the phone fetch (the JS budget's second half). Leaving
      // it cuts its late image requests short, so problems are watched from the next load on.
      await page.setViewportSize(phone);
      await expectWithinFetchBudget(page, baseURL ?? '', route, phone.name);
      await plainGoto(page, 'about:blank');
      await page.setViewportSize(desktop);
      const problems = watchProblems(page, baseURL ?? '');
      const violations = await watchViolations(page);
      // The same at desktop width, then every deferred block is reached for and hydrates.
      const response = await expectWithinFetchBudget(page, baseURL ?? '', route, desktop.name);
      await waitForHydration(page);
      expect(response?.status()).toBe(200);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' '");
      expect(policy).not.toContain('unsafe-');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await page.waitForLoadState('networkidle');
      await expect.soft(page.locator('h1:visible')).toHaveCount(1);
      expect.soft(await page.title()).toBe(builtTitles.get(route));
      expect.soft(problems).toEqual([]);
      expect.soft(await violations()).toEqual([]);
    });

    await test.step('no WCAG 2.2 AA violations in the light and the dark theme', async () => {
      // On the page just loaded and hydrated (every deferred block included), at desktop width.
      await expectNoAxeViolationsHere(page);
    });
  });
}
