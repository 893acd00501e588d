/**
 * SPEC CONFORMANCE (built pages): this is the one e2e test a content change to the sample
 * company is expected to break (it is in the suite only while app/brand.ts names that company, see tests/spec-sample.ts); update
 * it, or delete the facts that no longer apply, when the company changes its content. The unit
 * counterpart is app/content/spec-conformance.test.ts.
 *
 * It checks on the pre-rendered pages what the SPEC fixes for the sample company: six services,
 * eight projects, six posts, eight team members, the years, the titles with the sample name.
 * Every other e2e test derives its expectations (tests/e2e/support/content.ts).
 */

import { SPEC_SAMPLE_NAME } from '../spec-sample';
import { expect, test } from './support/fixtures';
import { builtHtml, titlesOf } from './support/html';
import { prerenderedRoutes } from './support/routes';

const routes = prerenderedRoutes();
/** Detail pages the build made under a prefix, e.g. every `/services/…`. */
const detailPages = (prefix: string, except: RegExp = /^$/) =>
  routes.filter((r) => r.startsWith(`${prefix}/`) && !except.test(r.slice(prefix.length + 1)));
test.describe('spec conformance of the built site (update when the company changes its content)', () => {
  // The cards of /services, the testimonials and the team are counted in the pre-rendered HTML:
  // tests/built/spec-conformance.test.ts.
  test('6 services: the detail pages (SPEC 3)', () => {
    expect(detailPages('/services'), 'service detail pages').toHaveLength(6);
  });

  test('8 projects: the project pages (SPEC 3)', () => {
    expect(detailPages('/portfolio', /^\d-columns$/), 'project detail pages').toHaveLength(8);
  });

  test('6 posts: the post pages and two pages of the blog grid, 4 then 2 (SPEC 3, 9)', () => {
    expect(detailPages('/blog', /^page/), 'post pages').toHaveLength(6);
    expect(routes.filter((r) => r.startsWith('/blog/page/'))).toEqual(['/blog/page/2']);
    expect(routes.filter((r) => r.startsWith('/blog-standard/page/'))).toEqual([
      '/blog-standard/page/2',
    ]);
  });

  test('titles: Construction Company at home, the page name and the sample name elsewhere (SPEC 1)', () => {
    expect(titlesOf(builtHtml('/'))).toEqual(['Construction Company']);
    expect(titlesOf(builtHtml('/home-two'))).toEqual([`Home Two | ${SPEC_SAMPLE_NAME}`]);
    expect(titlesOf(builtHtml('/contact-us'))).toEqual([`Contact Us | ${SPEC_SAMPLE_NAME}`]);
  });

  // SPEC 9's "Copyright year 2025" was the year it was written; issue 18 makes the line show the
  // current year (app/lib/site-year.ts), which the pre-rendered pages take from their build.
  test('the footer: © this year, founded 1989, head and branch offices, four networks (SPEC 2, 9)', async ({
    page,
  }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ${SPEC_SAMPLE_NAME}`);
    await expect(footer).toContainText('since 1989');
    const maps = footer.getByRole('link', { name: /opens maps in a new tab/ });
    await expect(maps).toHaveCount(2);
    await expect(maps.nth(0)).toHaveAccessibleName(/Head office/);
    await expect(maps.nth(1)).toHaveAccessibleName(/Branch office/);
    const socials = footer.getByRole('link', { name: /^.+ on .+ \(opens in a new tab\)$/ });
    await expect(socials).toHaveCount(4);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'])
      await expect(
        footer.getByRole('link', {
          name: `${SPEC_SAMPLE_NAME} on ${network} (opens in a new tab)`,
        }),
      ).toHaveCount(1);
  });
});
