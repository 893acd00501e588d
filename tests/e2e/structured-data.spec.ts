import { postSlugs } from './support/content';
import { expect, test } from './support/hydration';
import { watchProblems } from './support/page-problems';

const ldJson = 'script[type="application/ld+json"]';

// The JSON-LD is rendered on the server only (app/lib/meta.ts, docs/decisions/015): hydration
// must keep it as served and must not complain about it.
for (const route of ['/faq', `/blog/${postSlugs[0]}`]) {
  test(`${route} keeps its server-rendered structured data through hydration`, async ({
    page,
    request,
    baseURL,
  }) => {
    const served = await (await request.get(route)).text();
    const problems = watchProblems(page, baseURL ?? '');
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const scripts = page.locator(ldJson);
    await expect(scripts).toHaveCount(1);
    const text = (await scripts.first().textContent()) ?? '';
    expect(served).toContain(text);
    expect(JSON.parse(text)['@graph'][0]['@type']).toBe('GeneralContractor');
    expect(problems).toEqual([]);
  });
}
