import type { Page } from '@playwright/test';
import { brand } from '../../app/brand';
import { signInStored } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { type StaticHost, startStaticHost } from './support/static-host';

// Real-user vitals (SPEC 7, decision 017): pages from our server report to it once hidden or
// left; the inbox shows each route's p75; a static-only copy never loads the reporter.

const PASSWORD = 'e2e-inbox-password';

/**
 * Taps the page, which makes it load the reporter (else it waits until the page has settled),
 * waits until the reporter listens (it sets data-vitals on <html>), and taps again: a tap
 * finalises LCP and gives INP an interaction to measure.
 */
async function tapUntilReporting(page: Page) {
  await waitForHydration(page);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.click();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-vitals'));
  await heading.click();
}

/** What the browser reports when the tab is hidden, as a visitor switching tabs would. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * ADMIN_PASSWORD made the first owner, whose email is the company's (no ADMIN_EMAIL set); the
 * session is stored once per worker (admin-session.ts).
 */
const signIn = (page: Page) =>
  signInStored(page, test.info().project.use.baseURL ?? '', {
    email: brand.email,
    password: PASSWORD,
  });

test('page views report their vitals, and the inbox shows each route’s p75 beside the limits', async ({
  page,
}) => {
  await page.goto('/faq');
  await tapUntilReporting(page);
  await page.waitForTimeout(300);
  const faqBeacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals'));
  await hidePage(page);
  const sent = JSON.parse((await faqBeacon).postData() ?? '{}');
  expect(sent.route).toBe('/faq');
  expect(sent.metrics.map((metric: { name: string }) => metric.name)).toEqual(
    expect.arrayContaining(['LCP', 'CLS', 'TTFB']),
  );
  expect((await (await faqBeacon).response())?.status()).toBe(204);

  // The next page reports its own path, without the query string or fragment.
  await page.goto('/about-us?utm_source=mail#team');
  await tapUntilReporting(page);
  // Leaving sends the rest from pagehide; that beacon outlives the page, so the inbox shows it.
  await signIn(page);
  await page.getByRole('link', { name: 'Site speed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: '/about-us', exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  for (const route of ['/faq', '/about-us']) {
    const card = page.getByRole('article', { name: route, exact: true });
    await expect(card.locator('[data-metric="LCP"]')).toContainText(/\d ms/);
    await expect(card.locator('[data-metric="LCP"]')).toContainText(/Good|Needs improvement|Poor/);
    await expect(card.locator('[data-metric="LCP"]')).toContainText('Good ≤ 2,500 ms');
    await expect(card.locator('[data-metric="CLS"]')).toContainText('Good ≤ 0.10');
  }
  // The inbox's own pages are not measured.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-vitals'))).toBe(
    false,
  );
});

test('the vitals view passes axe in both themes', async ({ page, baseURL }) => {
  await page.request.post('/api/vitals', {
    data: JSON.stringify({
      route: '/services',
      metrics: [
        { name: 'LCP', value: 3100, id: 'axe-lcp' },
        { name: 'INP', value: 640, id: 'axe-inp' },
        { name: 'CLS', value: 0.02, id: 'axe-cls' },
        { name: 'TTFB', value: 120, id: 'axe-ttfb' },
      ],
    }),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL ?? '' },
  });
  await signIn(page);
  await expectNoAxeViolations(page, '/admin/stats?view=speed');
  await expect(page.getByRole('article', { name: '/services', exact: true })).toContainText('Poor');
});

test.describe('on a static-only copy', () => {
  let host: StaticHost | undefined;
  let base = '';
  test.beforeAll(async () => {
    host = await startStaticHost(4600);
    base = host.base;
  });
  test.afterAll(() => host?.close());

  test('the reporter stays silent: not loaded, nothing sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${base}/faq`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).click();
    // On a server's page this tap loads the reporter within the idle callback's 2 s timeout.
    await page.waitForTimeout(2500);
    await hidePage(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-vitals'))).toBe(
      false,
    );
    expect(requests.filter((path) => /vitals|reporter/.test(path))).toEqual([]);
  });
});
