import type { Page } from '@playwright/test';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { expectNoAxeViolationsHere } from './support/axe';
import { expect, postAsPerson, signInToInbox, test } from './support/mail-site';

// Every admin screen at a phone's and a desktop's width, in one signed-in visit per width: axe
// (WCAG 2.2 AA) in both themes and nothing wider than the screen, on the page as loaded. The
// admin's flows run once, at 375 px, in their own specs; this is where each width is checked.

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

/** Loads `path`, waits for the page to settle, and checks it at this width. */
async function check(page: Page, base: string, path: string, width: number) {
  const response = await page.goto(`${base}${path}`);
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
  await expectNoAxeViolationsHere(page);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`every admin screen at ${viewport.width} px passes axe in both themes and fits`, async ({
    page,
    mailSite,
  }) => {
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
    await signInToInbox(page, mailSite.url);
    let leadPage = '/admin/leads/missing';
    for (const path of SIGNED_IN) {
      await check(page, mailSite.url, path, viewport.width);
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
    await check(page, mailSite.url, leadPage, viewport.width);
  });
}
