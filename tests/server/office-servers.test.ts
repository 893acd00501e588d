import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually';
import { saveOffice } from './support/office';
import { postForm, signIn, siteDatabaseUrl, startSiteAt } from './support/site';

type Site = Awaited<ReturnType<typeof startSiteAt>>;

const companyRequired = async (site: Site) => {
  const html = await (await fetch(`${site.url}/request-quote`)).text();
  const control = /<input[^>]*name="company"[^>]*>/.exec(html)?.[0] ?? '';
  return /\srequired=""/.test(control);
};

// The quote page is cached per server; an office change made on one server reaches the quote
// page of every server on the same PostgreSQL (decision 031).
describe('the required quote fields across servers on postgres', () => {
  let first: Site;
  let second: Site;
  beforeAll(async () => {
    const url = await siteDatabaseUrl('postgres');
    first = await startSiteAt(url);
    second = await startSiteAt(url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('drops the other server’s cached quote page when the office makes a field optional', async () => {
    // Both servers render and cache the page with the spec's required fields.
    expect(await companyRequired(first)).toBe(true);
    expect(await companyRequired(second)).toBe(true);
    expect(await companyRequired(second)).toBe(true);
    const owner = await signIn(first.url);
    const saved = await saveOffice(first.url, owner, { required: ['phone', 'message'] });
    expect(saved.status).toBe(200);
    expect(await companyRequired(first)).toBe(false);
    await eventually(async () => ((await companyRequired(second)) ? undefined : true), 10_000);
  });

  it('hides a page and changes the menu on the other server too (decision 056)', async () => {
    const status = async (site: Site, path: string) => (await fetch(`${site.url}${path}`)).status;
    const header = async (site: Site) =>
      (await (await fetch(`${site.url}/faq`)).text()).slice(0, 20_000);
    // Cached on the second server before the change.
    expect(await status(second, '/team-two')).toBe(200);
    expect(await header(second)).toContain('>Pages<');
    const owner = await signIn(first.url);
    const menus = { main: [{ label: 'Our team', to: '/team' }], quickLinks: [], supportLinks: [] };
    const saved = await postForm(
      first.url,
      '/admin/office/menus',
      { intent: 'save', menus: JSON.stringify(menus), hidden: '/team-two', portfolioColumns: '3' },
      { cookie: owner },
    );
    expect(saved.status).toBe(200);
    await eventually(
      async () => ((await status(second, '/team-two')) === 404 ? true : undefined),
      10_000,
    );
    const shown = await header(second);
    expect(shown).toContain('>Our team<');
    expect(shown).not.toContain('>Pages<');
  });
});
