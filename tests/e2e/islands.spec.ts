import type { Page } from '@playwright/test';
import { watchViolations } from './support/csp';
import { holdScripts } from './support/hold-scripts';
import { expect, plainGoto, test } from './support/hydration';
import { openHeaderSearch } from './support/search';

// A page served with islands (decision 047): server HTML, the islands boot instead of React and
// the router, each interactive part of the shell bound to that HTML when needed. Its axe scans in
// both themes: pages.spec.ts's full visit of /history, on the page loaded and hydrated.

const ISLANDS_PAGE = '/history';

/** Every script of the site's own the page requests, by path. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.origin === new URL(page.url() || request.url()).origin) paths.push(url.pathname);
  });
  return paths;
}

test('the page fetches no React, React DOM or router, before or after use', async ({ page }) => {
  const scripts = watchScripts(page);
  const violations = await watchViolations(page);
  await page.goto(ISLANDS_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  // Use every shell island: settings, search with suggestions, scroll to top.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  const field = await openHeaderSearch(page);
  await field.pressSequentially('roof');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await field.press('Escape');
  await field.press('Escape');
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith('/assets/islands/'))).toEqual([]);
  expect(await violations()).toEqual([]);
});

// Every page with islands loads only island files and no router context: checked on
// pages.spec.ts's loads of every pre-rendered URL, at both widths (support/islands-load.ts).

test('the settings switches apply, are remembered across pages, and a tap before the code is kept', async ({
  page,
}) => {
  // The settings island's file is held: the first tap reaches the bare HTML.
  const held = await holdScripts(page, (url) => url.pathname.includes('/islands/settings-'));
  await plainGoto(page, ISLANDS_PAGE);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  await expect(dark).toHaveAttribute('aria-checked', 'false');
  await dark.click();
  await expect.poll(held.count).toBeGreaterThan(0);
  await held.release();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const cursor = page.getByRole('switch', { name: 'Custom cursor' });
  await expect(cursor).toHaveAttribute('aria-checked', 'true');
  await cursor.click();
  await expect(cursor).toHaveAttribute('aria-checked', 'false');
  // The React pages read the same stored choices.
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Custom cursor' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // And back on the page with islands, the switches show them.
  await page.goto(ISLANDS_PAGE);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('header suggestions load on opening, follow the arrow keys and open with Enter', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  // Routed, so the HTTP cache the suite's tests share cannot answer it, nor revalidate a stale
  // copy in the background (a second request the page never made): one fetch, one request.
  await page.route('**/search-index.json', (route) => {
    indexRequests.push(route.request().url());
    return route.continue();
  });
  await page.goto(ISLANDS_PAGE);
  expect(indexRequests, 'no index before search is opened').toHaveLength(0);
  const field = await openHeaderSearch(page);
  await field.pressSequentially('renovaton');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  expect(indexRequests).toHaveLength(1);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('group', { name: 'Services' }).getByRole('option').first();
  await expect(first).toHaveText('House Renovation');
  await field.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/services\/house-renovation$/);
});

test('the desktop main menu loads on the first hover and opens with the pointer and the keys', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(ISLANDS_PAGE);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const pages = nav.getByRole('button', { name: 'Pages' });
  await expect(nav).not.toHaveAttribute('data-island-started');
  await pages.hover();
  await expect(pages).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(pages).toHaveAttribute('aria-expanded', 'false');
  const portfolio = nav.getByRole('button', { name: 'Portfolio' });
  await portfolio.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: '2 Columns' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
  await expect(portfolio).toBeFocused();
});

test('leaving the page closes its open dialogs, so a restored page shows the page, not the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(ISLANDS_PAGE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // What the browser sends as it puts the page in the back/forward cache (Playwright's Chromium
  // runs without that cache, so the event is sent here).
  await page.evaluate(() =>
    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })),
  );
  await expect(menu).toBeHidden();
});

test('Scroll to top appears past the threshold and returns to the top', async ({ page }) => {
  await page.goto(ISLANDS_PAGE);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(button).toHaveCount(0);
});

test('one page view is counted on load', async ({ page }) => {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/views')) views.push(request.postData() ?? '');
  });
  await page.goto(ISLANDS_PAGE);
  await expect.poll(() => views.length).toBe(1);
  expect(JSON.parse(views[0] ?? '{}')).toMatchObject({ path: ISLANDS_PAGE });
});

test('the page reports its vitals when hidden', async ({ page }) => {
  await page.goto(ISLANDS_PAGE);
  const heading = page.getByRole('heading', { level: 1 });
  // A tap loads the reporter (else it waits for the page to settle) and gives INP an input.
  await heading.click();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-vitals'));
  await heading.click();
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = JSON.parse((await beacon).postData() ?? '{}');
  expect(sent.route).toBe(ISLANDS_PAGE);
  expect(sent.metrics.map((metric: { name: string }) => metric.name)).toEqual(
    expect.arrayContaining(['LCP', 'TTFB']),
  );
  expect((await (await beacon).response())?.status()).toBe(204);
});

test.describe('with motion welcome', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the custom cursor ring follows the mouse and goes when switched off', async ({ page }) => {
    await page.goto(ISLANDS_PAGE);
    const ring = page.locator('body > div[aria-hidden="true"][data-visible]');
    // The ring starts with the page's idle-time part (app/islands/globals.ts).
    await expect(ring).toHaveCount(1);
    await page.mouse.move(200, 200);
    await expect(ring).toHaveAttribute('data-visible', 'true');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Custom cursor' }).click();
    await expect(ring).toHaveCount(0);
  });
});
