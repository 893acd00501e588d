import type { Page } from '@playwright/test';
import { ISLANDS_BYTES_BUDGET, ISLANDS_FILES_BUDGET } from '../../scripts/lib/fetch-budget.mjs';
import { inlineScriptBytes } from '../../scripts/lib/route-bytes.mjs';
import { watchViolations } from './support/csp';
import { scriptsBeforeInteraction } from './support/fetched-scripts';
import { expect, test } from './support/hydration';
import { openHeaderSearch } from './support/search';

// The Not Found page is a public page (issue 30): whatever sends a visitor there, it is served
// with islands (decision 047), no React or router, within a content page's script budget.

const NOT_FOUND_HEADING = 'Oops! Page not found';

const cases = [
  // No route matches: the catch-all route.
  { what: 'an unknown address', path: '/no-such-page/at-all', status: 404, lands: undefined },
  // The specification sends unknown ids to /404-error (decision 009).
  { what: 'a missing post', path: '/blog/no-such-post', status: 200, lands: '/404-error' },
  // A route's loader throws a 404: the root's error screen draws Not Found in the site's shell.
  { what: "a route's own 404", path: '/thank-you/no-such-form', status: 404, lands: undefined },
] as const;

/** The site's scripts the page asked for outside the islands build (React, the router…). */
const notIslands = (urls: string[]) => urls.filter((url) => !url.startsWith('/assets/islands/'));

async function hasRouter(page: Page) {
  return page.evaluate(() => '__reactRouterContext' in window || '__reactRouterManifest' in window);
}

for (const { what, path, status, lands } of cases) {
  test(`${what} shows Not Found with islands, no React, within 10 KB of script`, async ({
    page,
    baseURL,
  }) => {
    const violations = await watchViolations(page);
    const { response, urls, bytes } = await scriptsBeforeInteraction(page, baseURL ?? '', path);
    expect(response?.status()).toBe(status);
    expect(new URL(page.url()).pathname).toBe(lands ?? path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
    expect(await hasRouter(page)).toBe(false);
    expect(urls.length).toBeGreaterThan(0);
    expect(notIslands(urls)).toEqual([]);
    const inline = inlineScriptBytes((await response?.text()) ?? '');
    expect(urls.length).toBeLessThanOrEqual(ISLANDS_FILES_BUDGET);
    expect(bytes + inline).toBeLessThanOrEqual(ISLANDS_BYTES_BUDGET);
    expect(await violations()).toEqual([]);
  });
}

test.describe('the shell of a Not Found page works as islands', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('settings, search suggestions and the main menu answer, still with no React', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/thank-you/no-such-form');
    expect(response?.status()).toBe(404);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    const wasDark = (await dark.getAttribute('aria-checked')) === 'true';
    await dark.click();
    await expect(dark).toHaveAttribute('aria-checked', String(!wasDark));
    await page.keyboard.press('Escape');
    const field = await openHeaderSearch(page);
    await field.pressSequentially('roof');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await field.press('Escape');
    await field.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pages' }).hover();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-island-started', '');
    expect(notIslands(scripts.filter((url) => url.startsWith('/assets/')))).toEqual([]);
    expect(await hasRouter(page)).toBe(false);
  });
});
