import type { Page, Response } from '@playwright/test';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { expectNoAxeViolationsHere } from './support/axe';
import { expect, postAsPerson, signInToInbox, test } from './support/mail-site';
import { markupBetweenWidths } from './support/width-markup';

// Every admin screen at a phone's and a desktop's width, in one signed-in visit per width:
// nothing wider than the screen and no header text cut short at each width, and axe (WCAG 2.2
// AA) in both themes on the page as loaded. The admin's flows run once, at 375 px, in their own
// specs; this is where each width is checked.
//
// axe runs on every screen at 1440 px. At 375 px it runs on the screens listed in
// AXE_AT_BOTH_WIDTHS: those whose markup below the top header differs by width (the kit's
// DataTable is a table from 768 px and cards below it, filters fold away …), the signed-out
// screens, and /admin, which stands for the signed-in top header (the same component on every
// screen; at 375 px it shows the company and the Menu button only). Every other screen is
// checked at 375 px to show the same elements, names, colours, large-text sizes and 24 px
// targets as at 1440 px (support/width-markup.ts): then axe answers the same at both widths. A
// screen whose markup comes to differ fails here, naming the lines, until it is listed.

const SIGNED_OUT = ['/admin/sign-in', '/admin/reset'];
const SIGNED_IN = [
  '/admin',
  '/admin/leads',
  '/admin/leads/board',
  '/admin/spam',
  '/admin/comments',
  '/admin/reply-templates',
  '/admin/content',
  '/admin/content/services',
  '/admin/content/projects/new',
  '/admin/taxonomy',
  '/admin/people',
  '/admin/office',
  '/admin/office/menus',
  '/admin/account',
  '/admin/audit',
  '/admin/alerts',
  '/admin/privacy',
  '/admin/office/reviews',
  '/admin/office/jobs',
  '/admin/stats',
];

/** Screens scanned with axe at 375 px as well (the lead's own page as `/admin/leads/:id`). */
const AXE_AT_BOTH_WIDTHS = new Set<string>([
  ...SIGNED_OUT,
  '/admin',
  // A strip of stage links and folded filters below 1024 px, the columns and filter form above.
  '/admin/leads/board',
  // Links sized by the layout: 24 px tall blocks at 375 px, within a line at 1440 px.
  '/admin/comments',
  '/admin/content/services',
  // The editor's panels: a coloured box at 375 px, beside the form without one at 1440 px.
  '/admin/content/projects/new',
  // The kit's DataTable: cards below 768 px, a table above.
  '/admin/audit',
  // The chart's axis labels: fewer dates at 375 px.
  '/admin/stats',
]);

const DESKTOP = { width: 1440, height: 900 };

/**
 * Loads `path` (unless `loaded` is its answer, the page on it), waits for the page to settle, and
 * checks it at this width.
 */
async function check(
  page: Page,
  base: string,
  path: string,
  width: number,
  listed = path,
  loaded: Response | null = null,
) {
  const response = loaded ?? (await page.goto(`${base}${path}`));
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} spills sideways at ${width} px`).toBeLessThanOrEqual(0);
  // The header's words are whole: the company's name and the section are never cut short
  // ("Corbel Constructi… / Cont…" at 375 px, issue 32).
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header p, header span')]
      .filter(
        (el) =>
          el.offsetParent !== null &&
          !el.closest('.sr-only') &&
          el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => el.textContent?.trim()),
  );
  expect(cut, `${path}: header text cut at ${width} px`).toEqual([]);
  if (width === DESKTOP.width || AXE_AT_BOTH_WIDTHS.has(listed)) {
    await expectNoAxeViolationsHere(page);
  } else {
    const differ = await markupBetweenWidths(page, DESKTOP);
    expect
      .soft(
        differ,
        `${listed} differs at ${width} and ${DESKTOP.width} px: add it to AXE_AT_BOTH_WIDTHS`,
      )
      .toEqual([]);
  }
}

for (const viewport of [{ width: 375, height: 812 }, DESKTOP]) {
  const axe =
    viewport.width === DESKTOP.width
      ? 'passes axe in both themes'
      : 'passes axe in both themes where its markup differs from 1440 px';
  test(`every admin screen at ${viewport.width} px fits and ${axe}`, async ({ page, mailSite }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // Seeded data: a quote in the inbox, so the lists, the board and a lead's page show one.
    const sent = await postAsPerson(page, mailSite.url, '/request-quote', {
      firstName: 'Axel',
      lastName: `Stone${viewport.width}`,
      email: `axel.stone${viewport.width}@example.com`,
      phone: '+1 555 0150',
      company: 'Home owner',
      website: 'https://example.com',
      service: 'house-renovation',
      message: 'A new porch and steps.',
    });
    expect(sent.status()).toBe(303);
    // And one posted without the page's token: Spam has an entry too.
    const spam = await page.request.post(`${mailSite.url}/contact-us`, {
      form: {
        name: `Spam Sweep${viewport.width}`,
        email: `spam.sweep${viewport.width}@example.com`,
        message: 'Checking contrast',
        [TOKEN_FIELD]: '',
      },
      headers: { Origin: mailSite.url },
      maxRedirects: 0,
    });
    expect(spam.status()).toBe(303);
    for (const path of SIGNED_OUT) await check(page, mailSite.url, path, viewport.width);
    // The first screen is loaded by the stored session's sign-in (through the form, the sign-in
    // ends on /admin by a client-side navigation: then it is loaded again).
    const [first] = SIGNED_IN;
    const opened = await signInToInbox(page, mailSite.url, { path: first });
    let leadPage = '/admin/leads/missing';
    for (const path of SIGNED_IN) {
      await check(page, mailSite.url, path, viewport.width, path, path === first ? opened : null);
      // The lists were scanned with the seeded entries on them.
      // (A table from 768 px, the same rows as cards below: the kit's DataTable.)
      if (path === '/admin') {
        await expect(page.getByRole('region', { name: 'By stage' })).toContainText('New');
      }
      if (path === '/admin/spam') {
        await expect(
          page.getByRole('article').filter({ hasText: `spam.sweep${viewport.width}@` }),
        ).toBeVisible();
      }
      if (path === '/admin/leads') {
        // A lead's own page, checked last: the seeded quote's card links to it.
        const lead = page.getByRole('article').filter({ hasText: `Stone${viewport.width}` });
        leadPage = (await lead.getByRole('link').first().getAttribute('href')) ?? leadPage;
      }
    }
    await check(page, mailSite.url, leadPage, viewport.width, '/admin/leads/:id');
  });
}
