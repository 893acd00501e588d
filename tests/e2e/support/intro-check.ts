import { expect, type Page } from '@playwright/test';
import type { IntroPageKey } from '../../../app/content/schemas/page-intros';
import { seedIntro } from './page-intros';
import { postSlugs } from './routes';

// Each page's introduction is the office's (content/settings/pages.yml): the pages show the
// seed's words with {count} filled from what they list. The words come from the seed file,
// never from the tests. Checked on pages.spec.ts's desktop load of each pre-rendered page below;
// /newsletter (rendered by the server) and an edit in the editor in page-intros.spec.ts.

const REQUIRED = 'Fields marked * are required.';
const pageOf = (size: number) => `Page 1 of ${Math.max(1, Math.ceil(postSlugs.length / size))}.`;

/** What a page adds after its lead or description, and a portfolio grid's columns. */
export interface Adds {
  lead?: string;
  description?: string;
  columns?: number;
}

/** Path: the page's entry in the document, and what the page adds. */
export const INTRO_PAGES = new Map<string, [IntroPageKey, Adds]>([
  ['/about-us', ['aboutUs', {}]],
  ['/history', ['history', {}]],
  ['/services', ['services', {}]],
  ['/portfolio/2-columns', ['portfolio', { columns: 2 }]],
  ['/portfolio/4-columns', ['portfolio', { columns: 4 }]],
  ['/gallery', ['gallery', {}]],
  ['/team', ['team', {}]],
  ['/team-two', ['teamTwo', {}]],
  ['/team-three', ['teamThree', {}]],
  ['/testimonial', ['testimonials', {}]],
  ['/pricing-plans', ['pricingPlans', {}]],
  ['/faq', ['faq', {}]],
  ['/blog', ['blog', { lead: pageOf(4), description: pageOf(4) }]],
  ['/blog-standard', ['blogStandard', { description: pageOf(3) }]],
  ['/contact-us', ['contactUs', { lead: REQUIRED }]],
  ['/request-quote', ['requestQuote', { lead: REQUIRED }]],
  ['/newsletter', ['newsletter', {}]],
  ['/search', ['search', {}]],
]);

const withAdded = (text: string | undefined, added?: string) =>
  text === undefined || !added ? text : `${text} ${added}`;

/** The page shows its introduction: eyebrow, title, lead and meta description. */
export async function expectIntro(page: Page, path: string, key: IntroPageKey, adds: Adds) {
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
