import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { signIn } from './support/site';
import { expectedTotals, MONTH_OF_LEADS, monthOfViews, seedStats } from './support/stats-view-seed';

const VISITOR = 'visit0lead'.padEnd(32, '0');

/** The number a totals card shows (data-total="Visits" …), as written on the page. */
function total(html: string, label: string) {
  const card = html.slice(html.indexOf(`data-total="${label}"`));
  return card.match(/<dd[^>]*>([^<]+)<\/dd>/)?.[1];
}

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('the statistics view', () => {
  let site: InProcessSite;
  const get = (url: string, cookie?: string) =>
    site.fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  let cookie: string;
  let leadId: number | undefined;
  const views = monthOfViews();
  beforeAll(async () => {
    site = await openSite('sqlite');
    // Today's visit of the lead: it landed on /services from a campaign and wrote from /request-quote.
    const visit = [
      { path: '/services', entry: true, utm: ['newsletter', 'email', 'spring'] as const },
      { path: '/pricing-plans' },
      { path: '/request-quote' },
    ].map((view) => ({
      daysAgo: 0,
      visitor: VISITOR,
      ...view,
      utm: view.utm ? ([...view.utm] as [string, string, string]) : undefined,
    }));
    views.push(...visit);
    leadId = await seedStats(
      site.databaseUrl,
      views,
      { visitor: VISITOR, name: 'Vera Visit' },
      { leads: MONTH_OF_LEADS },
    );
    cookie = await signIn(site);
  });
  afterAll(() => site?.close());

  it('answers a signed-in person with the report: totals, chart, tables and the plain words', async () => {
    const response = await get(`${site.url}/admin/stats?period=30d`, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const expected = expectedTotals(views, 30);
    expect(total(html, 'Page views')).toBe(expected.views.toLocaleString('en-US'));
    expect(total(html, 'Visitors')).toBe(expected.visitors.toLocaleString('en-US'));
    expect(total(html, 'Visits')).toBe(expected.visits.toLocaleString('en-US'));
    // Today's lead and the five of the month.
    expect(total(html, 'Enquiries')).toBe('6');
    // Two enquiries came from visits that began on the renovation page.
    const entries = html.slice(html.indexOf('data-table="entries"'));
    const renovation = entries.slice(entries.indexOf('>/services/house-renovation</th>'));
    const cells = [...renovation.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(cells[1]).toBe('2');
    expect(html).toContain(`page views only: ${expected.untracked} views in this period`);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Visitors and enquiries per day, /);
    expect(html).toContain('newsletter / email / spring');
    expect(html).toContain('www.google.com');
    expect(html).toContain('No cookies');
    // The 7-day link is marked current only when chosen.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>30 days<\/a>/);
  });

  it('sorts a table from the address, marking its header', async () => {
    const html = await (
      await get(`${site.url}/admin/stats?sort=pages.value&dir=asc`, cookie)
    ).text();
    const pages = html.slice(
      html.indexOf('data-table="pages"'),
      html.indexOf('data-table="entries"'),
    );
    expect(pages).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><a[^>]*>Page/);
    const order = [...pages.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(order).toEqual([...order].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
    expect(order[0]).toBe('/');
  });

  it('sends a visitor to sign in', async () => {
    const response = await get(`${site.url}/admin/stats`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/sign-in');
    const speed = await get(`${site.url}/admin/stats?view=speed`);
    expect(speed.status).toBe(303);
  });

  it.each([
    ['period=custom&from=2026-11-10&to=2026-11-01', 400, 'must not be after'],
    ['period=custom&from=2026-02-30&to=2026-03-01', 400, 'not a real date'],
    ['period=custom&from=%3Cscript%3E&to=x', 400, 'YYYY-MM-DD'],
    ['period=custom&from=2020-01-01&to=2099-01-01', 400, ''],
    ['period=forever', 400, ''],
    ['from=2026-01-01', 400, ''],
    ['sort=pages.nothing&dir=up', 200, ''],
    ['sort=%00&dir=%00&all=%00&all=pages', 200, ''],
    ['sort=(5,000 characters)', 200, ''],
    ['period=7d&period=12m', 200, ''],
  ])('answers ?%s with %i, never a 500', async (query, status, words) => {
    const asked = query.replace('(5,000 characters)', 'x'.repeat(5000));
    const response = await get(`${site.url}/admin/stats?${asked}`, cookie);
    expect(response.status).toBe(status);
    const html = await response.text();
    if (status === 400) {
      // The reason is said beside the form, which keeps what was typed; the default period shows.
      expect(html).toContain('role="alert"');
      expect(html).toContain('Meanwhile the last 30 days are shown.');
      if (words) expect(html).toContain(words);
      expect(html).not.toContain('value="<script>"');
    }
    expect(html).toContain('data-total="Visits"');
  });

  it('keeps a refused custom range as typed', async () => {
    const html = await (
      await get(`${site.url}/admin/stats?period=custom&from=2026-11-10&to=2026-11-01`, cookie)
    ).text();
    expect(html).toMatch(/name="from"[^>]*value="2026-11-10"|value="2026-11-10"[^>]*name="from"/);
    expect(html).toMatch(/name="to"[^>]*value="2026-11-01"|value="2026-11-01"[^>]*name="to"/);
  });

  it('moves the site-speed view beside it', async () => {
    const old = await get(`${site.url}/admin?view=speed`, cookie);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/admin/stats?view=speed');
    const response = await get(`${site.url}/admin/stats?view=speed`, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="text-h2 text-fg">Site speed</h1>');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Site speed<\/a>/);
    const home = await (await get(`${site.url}/admin`, cookie)).text();
    expect(home).toContain('href="/admin/stats?view=speed"');
    expect(home).toMatch(/<a[^>]*href="\/admin\/stats"[^>]*>Statistics<\/a>/);
  });

  it('shows a lead the pages of the visit it was sent from', async () => {
    const html = await (await get(`${site.url}/admin/leads/${leadId}`, cookie)).text();
    const visit = html.slice(html.indexOf('id="lead-visit"'));
    const paths = [...visit.matchAll(/break-all text-fg">([^<]+)</g)].map((m) => m[1]);
    expect(paths.slice(0, 3)).toEqual(['/services', '/pricing-plans', '/request-quote']);
    expect(visit.slice(0, visit.indexOf('/pricing-plans'))).toContain('>entry<');
  });

  it('says a lead’s visit is not known when the browser was not tracked', async () => {
    const id = await seedStats(site.databaseUrl, [], { visitor: null, name: 'Nora None' });
    const html = await (await get(`${site.url}/admin/leads/${id}`, cookie)).text();
    expect(html).toContain('Not known: the browser asked not to be tracked');
  });
});
