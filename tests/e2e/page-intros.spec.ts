import type { Page } from '@playwright/test';
import type { IntroPageKey } from '../../app/content/schemas/page-intros';
import { fillPlaceholders } from '../../app/lib/intro-placeholders';
import { expect, signInToInbox, test } from './support/mail-site';
import { seedIntro } from './support/page-intros';
import { postSlugs } from './support/routes';

// Each page's introduction is the office's (content/settings/pages.yml): the pages show the
// seed's words with {count} filled from what they list, and an edit published from the editor
// shows on the page. The words come from the seed file, never from this test.

const REQUIRED = 'Fields marked * are required.';
const pageOf = (size: number) => `Page 1 of ${Math.max(1, Math.ceil(postSlugs.length / size))}.`;

/** What a page adds after its lead or description, and a portfolio grid's columns. */
interface Adds {
  lead?: string;
  description?: string;
  columns?: number;
}

/** Path, the page's entry in the document, and what the page adds. */
const PAGES: [string, IntroPageKey, Adds][] = [
  ['/about-us', 'aboutUs', {}],
  ['/history', 'history', {}],
  ['/services', 'services', {}],
  ['/portfolio/2-columns', 'portfolio', { columns: 2 }],
  ['/portfolio/4-columns', 'portfolio', { columns: 4 }],
  ['/gallery', 'gallery', {}],
  ['/team', 'team', {}],
  ['/team-two', 'teamTwo', {}],
  ['/team-three', 'teamThree', {}],
  ['/testimonial', 'testimonials', {}],
  ['/pricing-plans', 'pricingPlans', {}],
  ['/faq', 'faq', {}],
  ['/blog', 'blog', { lead: pageOf(4), description: pageOf(4) }],
  ['/blog-standard', 'blogStandard', { description: pageOf(3) }],
  ['/contact-us', 'contactUs', { lead: REQUIRED }],
  ['/request-quote', 'requestQuote', { lead: REQUIRED }],
  ['/newsletter', 'newsletter', {}],
  ['/search', 'search', {}],
];

const withAdded = (text: string | undefined, added?: string) =>
  text === undefined || !added ? text : `${text} ${added}`;

/** The page shows its introduction: eyebrow, title, lead and meta description. */
async function expectIntro(page: Page, path: string, key: IntroPageKey, adds: Adds) {
  const intro = seedIntro(key, adds.columns ? { columns: adds.columns } : {});
  const main = page.locator('main');
  if (intro.title) {
    await expect(
      main.getByRole('heading', { level: 2, name: intro.title, exact: true }),
    ).toBeVisible();
  }
  if (intro.eyebrow)
    await expect(main.getByText(intro.eyebrow, { exact: true }).first()).toBeVisible();
  const lead = withAdded(intro.lead, adds.lead);
  if (lead) await expect(main.getByText(lead, { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    withAdded(intro.description, adds.description) ?? '',
  );
  expect(await main.textContent(), path).not.toMatch(/\{\w*\}/);
}

test.describe('page introductions', () => {
  for (const [path, key, adds] of PAGES) {
    test(`${path} shows its introduction from the pages document`, async ({ page }) => {
      await page.goto(path);
      await expectIntro(page, path, key, adds);
    });
  }

  test('the office changes the /services introduction in the editor; the page counts the services', async ({
    page,
    mailSite,
  }) => {
    await signInToInbox(page, mailSite.url);
    await page.goto(`${mailSite.url}/admin/content/settings`);
    await page.getByRole('link', { name: 'Page introductions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page introductions' })).toBeVisible();
    const services = page.locator('fieldset:has(> legend:text-is("Services (/services)"))');
    const lead = services.getByLabel(/^Introduction/);
    // The placeholders' chips say what {count} stands for on this page.
    await expect(lead).toHaveAccessibleDescription(/\{count\} becomes the number of services/);

    // An unknown placeholder is refused at its field; nothing is published.
    await lead.fill('All {teams} plan together.');
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await expect(services.getByText(/\{teams\} would show as written/)).toBeVisible();

    const stamp = Date.now().toString(36);
    await lead.fill(`{count} crews plan together (${stamp}).`);
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /[Pp]ublished/ })).toBeVisible();

    await page.goto(`${mailSite.url}/services`);
    // As many as the page lists (another test on this worker's server may publish one more).
    const cards = await page.locator('[data-services-grid] > li').count();
    expect(cards).toBeGreaterThan(0);
    const expected = fillPlaceholders(`{count} crews plan together (${stamp}).`, { count: cards });
    expect(expected).toMatch(/^[A-Z]/);
    await expect(page.locator('#services-heading + p')).toHaveText(expected);
  });
});
