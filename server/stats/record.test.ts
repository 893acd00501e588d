import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { browserFamily, deviceClass } from './device.ts';
import { createStatsIngest, type IncomingView } from './record.ts';
import { KEY_LENGTH, shortenAddress } from './visitor-key.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('shortenAddress and the User-Agent', () => {
  it('cuts IPv4 to /24 and IPv6 to /48', () => {
    expect(shortenAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(shortenAddress('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(shortenAddress('2001:db8:abcd:12::1')).toBe('2001:0db8:abcd::/48');
    expect(shortenAddress('2001:DB8:abcd:ffff:1:2:3:4')).toBe('2001:0db8:abcd::/48');
    expect(shortenAddress('::1')).toBe('0000:0000:0000::/48');
    expect(shortenAddress('not an address')).toBe('unknown');
  });

  it('tells phone, tablet and desktop, and the browser family', () => {
    expect(deviceClass(CHROME_PHONE)).toBe('phone');
    expect(deviceClass(IPAD)).toBe('tablet');
    expect(deviceClass(FIREFOX)).toBe('desktop');
    expect(deviceClass('')).toBe('desktop');
    expect(browserFamily(CHROME_PHONE)).toBe('Chrome');
    expect(browserFamily(FIREFOX)).toBe('Firefox');
    expect(browserFamily(IPAD)).toBe('Safari');
    expect(browserFamily(`${CHROME_PHONE} EdgA/126.0`)).toBe('Edge');
    expect(browserFamily('curl/8.0')).toBe('Other');
  });
});

const view = (over: Partial<IncomingView> = {}): IncomingView => ({
  path: '/',
  entry: false,
  referrer: null,
  utm: { source: null, medium: null, campaign: null },
  address: '198.51.100.10',
  userAgent: FIREFOX,
  optOut: false,
  ...over,
});

describe.each(databases)('taking page views in on %s', (kind) => {
  let database: Db;
  let clock = new Date('2026-03-10T12:00:00Z');
  const ingest = () =>
    createStatsIngest(database.db, { timeZone: async () => 'Europe/London', now: () => clock });
  const rows = () => database.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  beforeAll(async () => {
    database = openDatabase(await freshDatabaseUrl(kind));
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('gives one browser on one /24 one key a day, another /24 or browser another', async () => {
    const stats = ingest();
    await stats.record(
      view({
        entry: true,
        referrer: 'www.example.org',
        utm: { source: 'news', medium: 'email', campaign: 'spring' },
      }),
    );
    await stats.record(view({ path: '/services', address: '198.51.100.200' }));
    await stats.record(view({ address: '198.51.101.10' }));
    await stats.record(view({ userAgent: CHROME_PHONE }));
    const [first, second, otherNet, otherBrowser] = await rows();
    expect(first?.visitor).toMatch(new RegExp(`^[0-9a-f]{${KEY_LENGTH}}$`));
    expect(second?.visitor).toBe(first?.visitor);
    expect(otherNet?.visitor).not.toBe(first?.visitor);
    expect(otherBrowser?.visitor).not.toBe(first?.visitor);
    expect(first).toMatchObject({
      day: '2026-03-10',
      path: '/',
      entry: 1,
      referrer: 'www.example.org',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      device: 'desktop',
    });
    expect(second).toMatchObject({ entry: 0, referrer: null, utm_campaign: null });
    expect(otherBrowser?.device).toBe('phone');
  });

  it('keeps referrer and campaign on entry views only', async () => {
    await ingest().record(
      view({
        path: '/faq',
        referrer: 'x.example',
        utm: { source: 'a', medium: 'b', campaign: 'c' },
      }),
    );
    const last = (await rows()).at(-1);
    expect(last).toMatchObject({ path: '/faq', referrer: null, utm_source: null });
  });

  it('rotates the key with the company day', async () => {
    const stats = ingest();
    clock = new Date('2026-03-11T12:00:00Z');
    await stats.record(view());
    const all = await rows();
    const today = all.at(-1);
    expect(today?.day).toBe('2026-03-11');
    expect(today?.visitor).not.toBe(all[0]?.visitor);
    expect(today?.visitor).toHaveLength(KEY_LENGTH);
  });

  it('counts the view without a key under GPC or DNT', async () => {
    await ingest().record(view({ path: '/gpc', optOut: true }));
    expect((await rows()).at(-1)).toMatchObject({ path: '/gpc', visitor: null });
    expect(await ingest().visitOf('198.51.100.10', FIREFOX, true)).toEqual({
      visitor_key: null,
      visit_day: null,
    });
  });

  it('counts bots per day without storing their views', async () => {
    const before = (await rows()).length;
    const stats = ingest();
    expect(await stats.record(view({ userAgent: GOOGLEBOT }))).toBe('bot');
    expect(await stats.record(view({ userAgent: '' }))).toBe('bot');
    expect((await rows()).length).toBe(before);
    const bots = await database.db
      .selectFrom('stats_daily')
      .selectAll()
      .where('dimension', '=', 'bots')
      .execute();
    expect(bots).toEqual([
      { day: '2026-03-11', dimension: 'bots', value: '', views: 2, visitors: 0, visits: 0 },
    ]);
  });

  it("gives a lead the key of that day's views of the same browser", async () => {
    const stats = ingest();
    const visit = await stats.visitOf('198.51.100.99', FIREFOX, false);
    const today = (await rows()).filter((row) => row.day === '2026-03-11' && row.visitor);
    expect(visit).toEqual({ visitor_key: today[0]?.visitor, visit_day: '2026-03-11' });
  });

  it('deletes salts older than the day before when a new day starts', async () => {
    const salts = () =>
      database.db.selectFrom('stats_salts').select('day').orderBy('day').execute();
    expect((await salts()).map((row) => row.day)).toEqual(['2026-03-10', '2026-03-11']);
    clock = new Date('2026-03-13T09:00:00Z');
    const stats = ingest();
    await stats.record(view());
    expect((await salts()).map((row) => row.day)).toEqual(['2026-03-13']);
    clock = new Date('2026-03-14T09:00:00Z');
    await stats.record(view());
    expect((await salts()).map((row) => row.day)).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('shares one salt between servers that make it at once', async () => {
    clock = new Date('2026-03-20T09:00:00Z');
    const servers = [ingest(), ingest(), ingest()];
    const keys = await Promise.all(
      servers.map((stats) => stats.visitOf('198.51.100.1', FIREFOX, false)),
    );
    expect(new Set(keys.map((key) => key.visitor_key)).size).toBe(1);
  });
});
