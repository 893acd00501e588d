import type { APIRequestContext, Page } from '@playwright/test';
import {
  FETCH_BYTES_BUDGET,
  FETCH_FILES_BUDGET,
  ISLANDS_FILES_BUDGET,
  islandsBytesBudget,
  VIEWPORTS,
} from '../../scripts/lib/fetch-budget.mjs';
import { inlineScriptBytes, isIslandsHtml } from '../../scripts/lib/route-bytes.mjs';
import { expectNoAxeViolationsHere } from './support/axe';
import { watchViolations } from './support/csp';
import { scriptsBeforeInteraction } from './support/fetched-scripts';
import { builtHtml, h1Count, tagsOf, titlesOf } from './support/html';
import { expect, plainGoto, test, waitForHydration } from './support/hydration';
import { expectIntro, INTRO_PAGES } from './support/intro-check';
import {
  expectIslandsOnly,
  layoutShiftSinceParsed,
  watchLayoutShift,
} from './support/islands-load';
import { watchProblems } from './support/page-problems';
import { routesByModule } from './support/route-modules';
import { builtTitles, HOME_TITLE, siteSuffix } from './support/site-titles';

// Every pre-rendered URL: its raw HTML and headers, and in the browser, at a phone and a desktop
// width, the scripts it fetches before interaction against the JS budget, its visible h1 and its
// title once hydrated. Once per route module (the first URL of the URLs that boot with the same
// route modules, or for pages with islands render the same route: their <body data-route>,
// support/route-modules.ts), the full visit on top: every deferred block
// hydrates with no error, failed request or CSP violation, then axe (WCAG 2.2 AA) in the light
// and the dark theme. URLs of one module run the same code on other loader data (the detail
// pages: posts, projects, services): decision 042 says why the rest of the visit is not repeated.

/**
 * Loads `route` without interaction and checks what it fetched against the budget; a page with
 * islands also against islands.spec.ts's rule (no router, island files only), and at desktop
 * width against islands-navigation.spec.ts's layout shift (at most 0.01), on this same load.
 */
async function expectWithinFetchBudget(page: Page, baseURL: string, route: string, width: string) {
  const { response, urls, bytes, scripts } = await scriptsBeforeInteraction(page, baseURL, route);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB gz`;
  // A page with islands (decision 047): the budgets, its inline scripts counted.
  const html = builtHtml(route);
  const islands = isIslandsHtml(html);
  const inline = islands ? inlineScriptBytes(html) : 0;
  const filesLimit = islands ? ISLANDS_FILES_BUDGET : FETCH_FILES_BUDGET;
  const bytesLimit = islands ? islandsBytesBudget(route) : FETCH_BYTES_BUDGET;
  const fetched = `${width}: ${urls.length} script files, ${kb(bytes + inline)} before interaction`;
  expect
    .soft(urls.length, `${fetched} (limit ${filesLimit} files)`)
    .toBeLessThanOrEqual(filesLimit);
  expect
    .soft(bytes + inline, `${fetched} (limit ${kb(bytesLimit)})`)
    .toBeLessThanOrEqual(bytesLimit);
  if (islands) {
    await expectIslandsOnly(page, route, scripts);
    if (width === desktop?.name) {
      const shift = await layoutShiftSinceParsed(page);
      expect
        .soft(shift, `${route}: layout shift as it loads at ${width} width`)
        .toBeLessThanOrEqual(0.01);
    }
  }
  return response;
}

// As a visitor with no motion preference sees it (the axe scans turn motion off themselves).
test.use({ reducedMotion: 'no-preference' });

/** The raw HTML has one h1, a title, a description and a canonical link to itself. */
async function expectRawHtml(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' '");
  expect(policy).not.toContain('unsafe-');
  const html = await response.text();
  expect.soft(h1Count(html), 'number of <h1> in the HTML').toBe(1);
  const titles = titlesOf(html);
  expect.soft(titles, 'exactly one <title>').toHaveLength(1);
  const title = titles[0] ?? '';
  if (route === '/') {
    expect.soft(title).toBe(HOME_TITLE);
  } else {
    expect.soft(title.endsWith(siteSuffix), `"${title}" ends with "${siteSuffix}"`).toBe(true);
    expect.soft(title.length, 'a page name before the suffix').toBeGreaterThan(siteSuffix.length);
  }
  const description = tagsOf(html, 'meta').find((m) => m.name === 'description');
  expect.soft(description?.content?.trim() ?? '', 'meta description').not.toBe('');
  const canonical = tagsOf(html, 'link').filter((l) => l.rel === 'canonical');
  expect.soft(canonical, 'exactly one canonical link').toHaveLength(1);
  const canonicalPath = new URL(canonical[0]?.href ?? '', 'http://x').pathname;
  expect
    .soft(canonicalPath.replace(/\/$/, ''), 'canonical points at this page')
    .toBe(route.replace(/\/$/, ''));
}

/** The hydrated page (or one with its islands bound) shows one h1 and keeps its HTML's title. */
async function expectHydratedHeading(page: Page, route: string) {
  const isIslandsPage = (await page.locator('script[data-islands-boot]').count()) > 0;
  await expect(page.locator('html')).toHaveAttribute(
    isIslandsPage ? 'data-islands-ready' : 'data-hydrated',
    '',
  );
  await expect.soft(page.locator('h1:visible')).toHaveCount(1);
  expect.soft(await page.title()).toBe(builtTitles.get(route));
}

/**
 * A page with an introduction from the pages document shows it, on the desktop load just made
 * (page-intros.spec.ts's check per page, without a load of its own; support/intro-check.ts).
 */
async function expectIntroHere(page: Page, route: string) {
  const intro = INTRO_PAGES.get(route);
  if (!intro) return;
  await test.step('its introduction from the pages document', () =>
    expectIntro(page, route, ...intro));
}

const [phone, desktop] = VIEWPORTS;
if (!phone || !desktop) throw new Error('the budget names a phone and a desktop width');

for (const routes of routesByModule().values()) {
  const [visited, ...sameModule] = routes;
  if (!visited) continue;

  test(`${visited} is served pre-rendered, within the JS budget, hydrates under its CSP without errors, and passes axe in both themes`, async ({
    page,
    request,
    baseURL,
  }) => {
    await test.step('the raw HTML has one h1, a title, a description and a canonical link', () =>
      expectRawHtml(request, visited));

    await test.step('in the browser: within the JS budget at both widths, no errors, no failed requests, no CSP violation, one visible h1, same title', async () => {
      await watchLayoutShift(page);
      // What a visitor who only looks makes the phone fetch (the JS budget's second half). Leaving
      // it cuts its late image requests short, so problems are watched from the next load on.
      await page.setViewportSize(phone);
      await expectWithinFetchBudget(page, baseURL ?? '', visited, phone.name);
      await plainGoto(page, 'about:blank');
      await page.setViewportSize(desktop);
      const problems = watchProblems(page, baseURL ?? '');
      const violations = await watchViolations(page);
      // The same at desktop width, then every deferred block is reached for and hydrates.
      const response = await expectWithinFetchBudget(page, baseURL ?? '', visited, desktop.name);
      await waitForHydration(page);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expectHydratedHeading(page, visited);
      expect.soft(problems).toEqual([]);
      expect.soft(await violations()).toEqual([]);
    });

    await expectIntroHere(page, visited);

    await test.step('no WCAG 2.2 AA violations in the light and the dark theme', async () => {
      // On the page just loaded and hydrated (every deferred block included), at desktop width.
      await expectNoAxeViolationsHere(page);
    });
  });

  for (const route of sameModule) {
    test(`${route} is served pre-rendered and within the JS budget (same route modules as ${visited})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await test.step('the raw HTML has one h1, a title, a description and a canonical link', () =>
        expectRawHtml(request, route));

      await test.step('in the browser: within the JS budget at both widths, no errors, no CSP violation, one visible h1, same title', async () => {
        const problems = watchProblems(page, baseURL ?? '');
        const violations = await watchViolations(page);
        await watchLayoutShift(page);
        for (const viewport of [phone, desktop]) {
          await page.setViewportSize(viewport);
          const response = await expectWithinFetchBudget(page, baseURL ?? '', route, viewport.name);
          expect(response?.status()).toBe(200);
          await expectHydratedHeading(page, route);
        }
        expect.soft(await violations()).toEqual([]);
        // Leaving a page before its late images arrive aborts them: that is not a problem here.
        const aborted = (problem: string) =>
          problem.startsWith('request failed:') && problem.includes('ERR_ABORTED');
        expect.soft(problems.filter((problem) => !aborted(problem))).toEqual([]);
      });

      await expectIntroHere(page, route);
    });
  }
}
