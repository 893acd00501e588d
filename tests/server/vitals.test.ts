import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSite, openSite } from './support/in-process-site';
import { reach, signIn, type Target } from './support/site';

/** Sends a report as `navigator.sendBeacon` does: a same-origin text/plain POST. */
function beacon(target: Target, body: unknown, headers: Record<string, string> = {}) {
  const { base, send } = reach(target);
  return send(`${base}/api/vitals`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: base, ...headers },
  });
}

const report = (route: string, lcp: number, id: string) => ({
  route,
  nav: 'navigate',
  metrics: [
    { name: 'LCP', value: lcp, id: `lcp-${id}` },
    { name: 'CLS', value: 0.01, id: `cls-${id}` },
    { name: 'TTFB', value: 90, id: `ttfb-${id}` },
  ],
});

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('real-user vitals', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite');
  });
  afterAll(() => site?.close());

  it('stores a report under its route pattern and shows each route’s p75 in the inbox', async () => {
    const sent = [1200, 1800, 2600, 5000].map((lcp, i) =>
      beacon(site, report(`/blog/post-${i}`, lcp, `b${i}`)),
    );
    sent.push(beacon(site, report('/', 900, 'home')));
    sent.push(beacon(site, report('/no/such/page', 700, 'missing')));
    for (const response of await Promise.all(sent)) expect(response.status).toBe(204);

    const cookie = await signIn(site);
    const page = await site.fetch(`${site.url}/admin/stats?view=speed`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const blog = html.slice(html.indexOf('data-route="/blog/:id"'));
    expect(blog).toContain('4 page views');
    // p75 of 1200, 1800, 2600 and 5000 ms is 2600 ms: over the 2500 ms "good" limit.
    expect(blog.slice(0, blog.indexOf('data-metric="INP"'))).toContain('2,600 ms');
    expect(blog).toContain('Needs improvement');
    expect(html).toContain('data-route="/"');
    expect(html).toContain('data-route="/*"');
    expect(html).not.toContain('/no/such/page');
  });

  it('keeps the vitals view behind the inbox sign-in', async () => {
    const response = await site.fetch(`${site.url}/admin/stats?view=speed`);
    const html = await response.text();
    expect(html).toContain('type="password"');
    expect(html).not.toContain('data-route=');
  });
});

// The endpoint's answers and limits need no process of their own: the app in process.
describe('the vitals endpoint refuses bad input plainly', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { VITALS_PER_MINUTE: '10000' });
  });
  afterAll(() => site?.close());

  it('accepts application/json too', async () => {
    const response = await beacon(site, report('/faq', 1000, 'json'), {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(204);
  });

  it.each([
    ['not JSON', '{route:'],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 1, id: 'a' }] }],
    ['a negative value', { route: '/', metrics: [{ name: 'LCP', value: -1, id: 'a' }] }],
    ['a value out of range', { route: '/', metrics: [{ name: 'CLS', value: 1e9, id: 'a' }] }],
    ['a value as text', { route: '/', metrics: [{ name: 'LCP', value: '12', id: 'a' }] }],
    [
      'a route with a query',
      { route: '/faq?email=a@b.c', metrics: [{ name: 'LCP', value: 1, id: 'a' }] },
    ],
    ['a route that is no path', { route: 'faq', metrics: [{ name: 'LCP', value: 1, id: 'a' }] }],
    ['no metrics', { route: '/', metrics: [] }],
    ['an odd id', { route: '/', metrics: [{ name: 'LCP', value: 1, id: '<script>' }] }],
    [
      'an unknown navigation type',
      { route: '/', nav: 'teleport', metrics: [{ name: 'LCP', value: 1, id: 'a' }] },
    ],
    ['an array', []],
    ['null', 'null'],
  ])('answers %s with 400 and a reason', async (_, body) => {
    const response = await beacon(site, body);
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('refuses a body over 4 KB with 413', async () => {
    const response = await beacon(site, { route: '/', pad: 'x'.repeat(5000), metrics: [] });
    expect(response.status).toBe(413);
  });

  it('refuses other content types (415), other sites (403) and other methods (405)', async () => {
    const form = await beacon(site, report('/', 1, 'f'), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const cross = await beacon(site, report('/', 1, 'c'), { Origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const get = await site.fetch(`${site.url}/api/vitals`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('tells pages from this server that it takes reports, but not the inbox’s pages', async () => {
    for (const path of ['/', '/faq', '/blog/no-such-post']) {
      const response = await site.fetch(`${site.url}${path}`);
      expect(response.headers.get('server-timing'), path).toContain('vitals');
    }
    const inbox = await site.fetch(`${site.url}/admin`);
    expect(inbox.headers.get('server-timing')).toBeNull();
    const asset = await site.fetch(`${site.url}/favicon.svg`);
    expect(asset.headers.get('server-timing')).toBeNull();
  });
});

describe('the vitals endpoint’s rate limit', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openSite('sqlite', { VITALS_PER_MINUTE: '3' });
  });
  afterAll(() => site?.close());

  it('answers 429 with Retry-After once an address sends too many, apart from form posts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon(site, report('/', 1, `r${i}`))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const limited = await beacon(site, report('/', 1, 'last'));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const form = await site.fetch(`${site.url}/api/forms/message`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: 'Hi' }),
      headers: { Origin: site.url },
    });
    expect(form.status).not.toBe(429);
  });
});
