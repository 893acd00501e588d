import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { brand } from '../../app/brand';
import { signInStored } from './support/admin-session';
import { expectNoAxeViolationsHere, openInLightTheme, THEMES } from './support/axe';
import { expect, test } from './support/fixtures';
import { STATS_PASSWORD } from './support/stats-site';
import { markupBetweenWidths } from './support/width-markup';

// The statistics view (issue 20): /admin/stats and its site-speed view, on a server of the
// worker's own with a month of page views and a lead written into its SQLite file.

/** Screenshots for a person to look at, not checks: only when STATS_SHOTS_DIR names a folder. */
const SHOTS = process.env.STATS_SHOTS_DIR;
const WIDTHS = [375, 768, 1440] as const;

/** The first owner at `path` (`/admin` unless told), signed in once per worker (admin-session.ts). */
const signIn = (page: Page, base: string, path?: string) =>
  signInStored(page, base, { email: brand.email, password: STATS_PASSWORD }, path);

// One worker runs the file's tests in order: each worker that takes one starts a statistics site
// of its own and seeds a month of views into it (support/stats-site.ts).
test.describe.configure({ mode: 'default' });

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1440, height: 900 };

// axe at 1440 px on the three screens; at 375 px where the markup below the top header differs
// from 1440 px (the view: its chart's axis labels, fewer dates), as admin-sweep.spec.ts decides
// it. The speed view and the lead are checked at 375 px to show the same elements, names,
// colours, large-text sizes and 24 px targets as at 1440 px (support/width-markup.ts), so axe
// answers the same there; a screen whose markup comes to differ fails here until it is listed.
test('the view and the speed view pass axe in both themes at 1440 px, and at 375 px where their markup differs; nothing is wider than a 375 px screen', async ({
  page,
  statsSite,
}) => {
  const screens = [
    { path: '/admin/stats', bothWidths: true, ready: async () => {} },
    {
      path: '/admin/stats?view=speed',
      bothWidths: false,
      ready: () => expect(page.getByRole('link', { name: 'Site speed' }).first()).toBeVisible(),
    },
    { path: `/admin/leads/${statsSite.leadId}`, bothWidths: false, ready: async () => {} },
  ];
  let signedIn = false;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const { path, bothWidths, ready } of screens) {
      // The first screen is opened by the sign-in itself.
      await openInLightTheme(page, () =>
        signedIn ? page.goto(`${statsSite.url}${path}`) : signIn(page, statsSite.url, path),
      );
      signedIn = true;
      await ready();
      if (viewport === PHONE && path === '/admin/stats') {
        // The tables scroll inside their box.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'the view is no wider than a 375 px screen').toBeLessThanOrEqual(375);
      }
      if (viewport === DESKTOP || bothWidths) {
        await expectNoAxeViolationsHere(page);
      } else {
        const differ = await markupBetweenWidths(page, DESKTOP);
        expect
          .soft(differ, `${path} differs at 375 and 1440 px: scan it at both widths`)
          .toEqual([]);
      }
    }
  }
});

test('the period picker and a sort work, the choice kept in the address', async ({
  page,
  statsSite,
}) => {
  await signIn(page, statsSite.url, '/admin/stats');
  const periods = page.getByRole('navigation', { name: 'Period' });
  await expect(periods.getByRole('link', { name: '30 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await periods.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/stats\?period=7d$/);
  await expect(periods.getByRole('link', { name: '7 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('the last 7 days', { exact: false }).first()).toBeVisible();

  // Sorting from a header keeps the period; a reload keeps both.
  const pages = page.getByRole('table', { name: 'Pages', exact: true });
  await pages.getByRole('link', { name: 'Page', exact: true }).click();
  await expect(page).toHaveURL(/period=7d&sort=pages.value&dir=asc/);
  await expect(pages.getByRole('columnheader', { name: /^Page/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.reload();
  const names = await pages.getByRole('rowheader').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(names.length).toBeGreaterThan(2);

  // A custom range backwards: a message, the typed dates kept, no preset marked.
  await page.getByLabel('Start date').fill('2026-11-10');
  await page.getByLabel('End date').fill('2026-11-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toContainText('must not be after');
  await expect(page.getByLabel('Start date')).toHaveValue('2026-11-10');
  await expect(page.getByLabel('End date')).toHaveValue('2026-11-01');
  await expect(periods.getByRole('link', { name: '7 days' })).not.toHaveAttribute('aria-current');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker, a sort and the chart work as plain links, forms and SVG', async ({
    page,
    statsSite,
  }) => {
    await signIn(page, statsSite.url, '/admin/stats');
    await page.getByRole('link', { name: '12 months' }).click();
    await expect(page).toHaveURL(/period=12m/);
    await expect(page.getByRole('heading', { name: /per week/ })).toBeVisible();
    await page
      .getByRole('table', { name: 'Devices' })
      .getByRole('link', { name: 'Visits' })
      .click();
    await expect(page).toHaveURL(/period=12m&sort=devices.visits&dir=asc/);
    await page.getByLabel('Start date').fill('2026-11-01');
    await page.getByLabel('End date').fill('2026-11-02');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/period=custom.*from=2026-11-01&to=2026-11-02/);
    await expect(page.getByText('shown', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Visitors and enquiries per day/ })).toBeVisible();
  });
});

if (SHOTS) {
  test('screenshots at 375, 768 and 1440 px, light and dark', async ({ page, statsSite }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page, statsSite.url);
    const screens = [
      ['stats', '/admin/stats'],
      ['stats-12m', '/admin/stats?period=12m'],
      ['speed', '/admin/stats?view=speed'],
      ['lead', `/admin/leads/${statsSite.leadId}`],
    ] as const;
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of screens) {
          await page.goto(`${statsSite.url}${path}`);
          await page.screenshot({
            path: join(SHOTS, `${name}-${width}-${theme}.png`),
            fullPage: true,
          });
        }
      }
    }
  });
}
