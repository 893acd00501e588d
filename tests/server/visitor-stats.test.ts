import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import type { Db } from '../../server/db/connect';
import type { InProcessSite } from './support/in-process-site';
import { startPostgres } from './support/postgres';
import { createDatabase, postForm, reach, startSiteAt, type Target } from './support/site';
import { openSiteWithStore } from './support/site-store';

// Page views in (decision 036): the beacon endpoint, the no-script image, and a lead's visit.

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** A view as `navigator.sendBeacon` sends it: a same-origin text/plain POST. */
function beacon(target: Target, body: unknown, headers: Record<string, string> = {}) {
  const { base, send } = reach(target);
  return send(`${base}/api/views`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: base,
      'User-Agent': FIREFOX,
      ...headers,
    },
  });
}

let serial = 0;
const quote = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Moss',
  email,
  phone: '+1 (555) 010-2000',
  company: 'Moss Lofts',
  website: 'https://moss.example.com',
  service: 'house-renovation',
  message: `A loft conversion, request ${++serial}.`,
});

// On SQLite, the app asked in process (in-process-site.ts): the views' queries on each database
// are server/stats's tests', and postgres-http.test.ts takes a view in and shows it on
// PostgreSQL over HTTP. The outage below reads the server's whole log: a process of its own.
describe('page views in', () => {
  let site: InProcessSite;
  let db: Db['db'];
  let close: () => Promise<void>;
  const views = () => db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const last = async () => (await views()).at(-1);
  beforeAll(async () => {
    ({ site, db, close } = await openSiteWithStore());
  });
  afterAll(() => close?.());

  it('stores a landing view with the referring host and campaign, then a later view without', async () => {
    const landing = await beacon(site, {
      path: '/services/',
      entry: 1,
      referrer: 'https://www.Search.example/results?q=builders',
      utm_source: ' news ',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    expect(landing.status).toBe(204);
    expect(await last()).toMatchObject({
      path: '/services',
      entry: 1,
      referrer: 'www.search.example',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      device: 'desktop',
    });
    expect(await beacon(site, { path: '/faq', entry: 0 })).toHaveProperty('status', 204);
    const [first, second] = (await views()).slice(-2);
    expect(second).toMatchObject({ path: '/faq', entry: 0, referrer: null, utm_source: null });
    expect(second?.visitor).toBe(first?.visitor);
    expect(first?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps no referrer from our own site, no key under GPC or DNT, and no row for a bot', async () => {
    await beacon(site, { path: '/', entry: 1, referrer: `${site.url}/faq` });
    expect(await last()).toMatchObject({ path: '/', referrer: null });
    await beacon(site, { path: '/about-us', entry: 0 }, { 'Sec-GPC': '1' });
    expect(await last()).toMatchObject({ path: '/about-us', visitor: null });
    await beacon(site, { path: '/faq', entry: 0 }, { DNT: '1' });
    expect(await last()).toMatchObject({ path: '/faq', visitor: null });
    const count = (await views()).length;
    expect((await beacon(site, { path: '/', entry: 1 }, { 'User-Agent': BOT })).status).toBe(204);
    expect((await views()).length).toBe(count);
    const bots = await db
      .selectFrom('stats_daily')
      .select('views')
      .where('dimension', '=', 'bots')
      .executeTakeFirst();
    expect(bots?.views).toBe(1);
  });

  it('refuses what is not a view of ours plainly', async () => {
    const refused = [
      [await beacon(site, { path: '/admin', entry: 0 }), 400, 'not counted'],
      [await beacon(site, { path: '/api/forms/quote', entry: 0 }), 400, 'not counted'],
      [await beacon(site, { path: '/?q=1', entry: 0 }), 400, 'without query'],
      [await beacon(site, { path: '/', entry: 2 }), 400, 'entry flag'],
      [await beacon(site, '{not json'), 400, 'not JSON'],
      [await beacon(site, { path: '/', entry: 0, utm_source: 'x'.repeat(1200) }), 413, 'too large'],
      [await beacon(site, { path: '/', entry: 0 }, { 'Content-Type': 'text/html' }), 415, 'JSON'],
      [
        await beacon(site, { path: '/', entry: 0 }, { Origin: 'https://elsewhere.example' }),
        403,
        'this site',
      ],
      [await site.fetch(`${site.url}/api/views`), 405, 'POST'],
      [await site.fetch(`${site.url}/api/views/pixel`), 400, 'Name the page'],
      [await site.fetch(`${site.url}/api/views/pixel?p=%2Fadmin`), 400, 'not counted'],
      [await site.fetch(`${site.url}/api/views/pixel?p=%2F`, { method: 'POST' }), 405, 'GET'],
    ] as const;
    for (const [response, status, words] of refused) {
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(words);
    }
  });

  it('answers a view of the Not Found screen without counting it', async () => {
    const before = (await views()).length;
    const beaconAnswer = await beacon(site, { path: '/no/such/page', entry: 1 });
    expect(beaconAnswer.status).toBe(204);
    const pixel = await site.fetch(`${site.url}/api/views/pixel?p=%2Fno%2Fsuch%2Fpage`);
    expect(pixel.status).toBe(200);
    expect((await views()).length).toBe(before);
  });

  it('puts a hidden no-script image on public pages and counts it as a view', async () => {
    const page = await (await site.fetch(`${site.url}/faq?utm_source=x`)).text();
    expect(page).toContain(
      '<noscript><img src="/api/views/pixel?p=%2Ffaq&amp;e=u" alt="" width="1" height="1" hidden></noscript>',
    );
    expect(page).not.toContain('<!--stats-pixel-->');
    // A page from the render cache is one copy for everyone: not known (decision 052).
    const inner = await (
      await site.fetch(`${site.url}/faq`, { headers: { Referer: `${site.url}/` } })
    ).text();
    expect(inner).toContain('/api/views/pixel?p=%2Ffaq&amp;e=u"');
    const image = await site.fetch(`${site.url}/api/views/pixel?p=%2Ffaq`, {
      headers: {
        'User-Agent': CHROME,
        Referer: `${site.url}/faq?utm_source=flyer&utm_campaign=door`,
      },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(await last()).toMatchObject({
      path: '/faq',
      entry: 1,
      utm_source: 'flyer',
      utm_campaign: 'door',
    });
    const before = (await views()).length;
    const head = await site.fetch(`${site.url}/api/views/pixel?p=%2Ffaq`, {
      method: 'HEAD',
      headers: { 'User-Agent': CHROME },
    });
    expect(head.status).toBe(200);
    expect((await views()).length).toBe(before);
    await site.fetch(`${site.url}/api/views/pixel?p=%2Fabout-us&e=0`, {
      headers: { 'User-Agent': CHROME },
    });
    expect(await last()).toMatchObject({ path: '/about-us', entry: 0, utm_source: null });
  });

  it("gives a lead the key of the same browser's views that day, and none under GPC", async () => {
    await beacon(site, { path: '/request-quote', entry: 0 }, { 'User-Agent': CHROME });
    const viewKey = (await last())?.visitor;
    const sent = await postForm(site, '/api/forms/quote', quote('key@example.com'), {
      'User-Agent': CHROME,
    });
    expect(sent.status).toBe(200);
    const lead = await db
      .selectFrom('submissions')
      .select(['visitor_key', 'visit_day'])
      .where('email', '=', 'key@example.com')
      .executeTakeFirstOrThrow();
    expect(lead.visitor_key).toBe(viewKey);
    expect(lead.visit_day).toBe((await last())?.day);

    await beacon(
      site,
      { path: '/request-quote', entry: 0 },
      { 'User-Agent': CHROME, 'Sec-GPC': '1' },
    );
    expect((await last())?.visitor).toBeNull();
    await postForm(site, '/api/forms/quote', quote('gpc@example.com'), {
      'User-Agent': CHROME,
      'Sec-GPC': '1',
    });
    const private_ = await db
      .selectFrom('submissions')
      .select(['visitor_key', 'visit_day'])
      .where('email', '=', 'gpc@example.com')
      .executeTakeFirstOrThrow();
    expect(private_).toEqual({ visitor_key: null, visit_day: null });
  });
});

describe('page views while PostgreSQL is away', () => {
  let cluster: ReturnType<typeof startPostgres>;
  let site: Awaited<ReturnType<typeof startSiteAt>>;
  beforeAll(async () => {
    cluster = startPostgres(await findFreePort(56700));
    site = await startSiteAt(
      await createDatabase(cluster.url),
      { DB_CONNECT_TIMEOUT_SECONDS: '2', DB_STATEMENT_TIMEOUT_SECONDS: '2' },
      { pipeStderr: true },
    );
  });
  afterAll(async () => {
    await site?.close();
    cluster?.stop();
  });

  it('answers 503 and logs the cause, never the address or the body', async () => {
    expect(
      (await beacon(site.url, { path: '/', entry: 1, utm_campaign: 'secret-ish' })).status,
    ).toBe(204);
    await cluster.shutDown();
    const down = await beacon(site.url, { path: '/', entry: 1, utm_campaign: 'secret-ish' });
    expect(down.status).toBe(503);
    expect(await down.text()).toBe('The view could not be stored.');
    const log = site.output();
    expect(log).toContain('stats:');
    expect(log).toContain('(a page view was answered 503)');
    expect(log).not.toContain('127.0.0.1/');
    expect(log).not.toContain('secret-ish');
    await cluster.startAgain();
  });
});
