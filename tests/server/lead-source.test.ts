import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsReport } from '../../server/stats/report.ts';
import type { BreakdownRow } from '../../server/stats/report-types.ts';
import { dayBefore } from '../../server/stats/visitor-key.ts';
import { type InProcessSite, openSite } from './support/in-process-site';
import { postForm } from './support/site';
import { openStore } from './support/site-store';

// Every lead's source (issue 31, decision 052): when the page cannot tell where the visit began
// (a document load before its script ran, or no script), the lead takes it from the server's own
// record of that visitor key's visit that day; a rate never exceeds 100 %.

const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let site: InProcessSite;
let store: ReturnType<typeof openStore>;
beforeAll(async () => {
  site = await openSite('sqlite');
  store = openStore(site.databaseUrl);
});
afterAll(async () => {
  await store?.close();
  await site?.close();
});

function beacon(body: unknown, headers: Record<string, string>) {
  return site.fetch(`${site.url}/api/views`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: site.url, ...headers },
  });
}

let serial = 0;
/** A quote posted from /request-quote with `fields` (the script's visit fields, or none). */
async function sendQuote(email: string, headers: Record<string, string>, fields = {}) {
  const answer = await postForm(
    site,
    '/api/forms/quote',
    {
      firstName: 'Ana',
      lastName: 'Moss',
      email,
      phone: '+1 (555) 010-2000',
      company: 'Moss Lofts',
      website: 'https://moss.example.com',
      service: 'house-renovation',
      message: `A loft conversion with a green roof, request ${++serial}.`,
      ...fields,
    },
    { Referer: `${site.url}/request-quote`, ...headers },
  );
  expect(answer.status).toBe(200);
  return store.db
    .selectFrom('submissions')
    .select(['source_page', 'entry_page', 'referrer', 'utm', 'visitor_key', 'folder'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('a lead whose page could not tell where its visit began', () => {
  it('takes the entry page, referring site and campaign from the visit the server counted', async () => {
    const edge = { 'User-Agent': EDGE };
    // The landing view (with its campaign) and a later document's view of the form's page.
    expect(
      await beacon(
        {
          path: '/',
          entry: 1,
          referrer: 'https://search.example/results?q=lofts',
          utm_source: 'flyer',
          utm_campaign: 'door-31',
        },
        edge,
      ),
    ).toHaveProperty('status', 204);
    expect(await beacon({ path: '/request-quote', entry: 0 }, edge)).toHaveProperty('status', 204);

    const campaign = JSON.stringify({ utm_source: 'flyer', utm_campaign: 'door-31' });
    const fromServer = {
      source_page: '/request-quote',
      entry_page: '/',
      referrer: 'https://search.example',
      utm: campaign,
      folder: 'inbox',
    };
    // No script: no visit fields at all, the page from the post's Referer.
    expect(await sendQuote('noscript@example.com', edge)).toMatchObject(fromServer);
    // Script on a page loaded from one of ours, whose first page it cannot see: only its page.
    expect(
      await sendQuote('document@example.com', edge, { visit_page: '/request-quote' }),
    ).toMatchObject(fromServer);
    // The same key with the page's own word: the form's fields win.
    expect(
      await sendQuote('told@example.com', edge, {
        visit_page: '/request-quote',
        visit_entry: `${site.url}/services?utm_source=mail&utm_campaign=tell`,
        visit_referrer: 'https://mail.example/inbox',
      }),
    ).toMatchObject({
      entry_page: '/services',
      referrer: 'https://mail.example/inbox',
      utm: JSON.stringify({ utm_source: 'mail', utm_campaign: 'tell' }),
    });
  });

  it('keeps what the form knows under GPC: no key, no record to read', async () => {
    const gpc = { 'User-Agent': EDGE, 'Sec-GPC': '1' };
    await beacon({ path: '/', entry: 1, utm_source: 'flyer', utm_campaign: 'gpc-31' }, gpc);
    expect(await sendQuote('gpc@example.com', gpc)).toEqual({
      source_page: '/request-quote',
      entry_page: null,
      referrer: null,
      utm: null,
      visitor_key: null,
      folder: 'inbox',
    });
  });

  it('counts an enquiry in the visit it was sent in: no rate above 100 %', async () => {
    // A visit whose landing view never left (tapped before its script ran): only the form's
    // page was counted, and the page's own script told the campaign.
    const safari = { 'User-Agent': SAFARI };
    await beacon({ path: '/request-quote', entry: 0 }, safari);
    await sendQuote('early@example.com', safari, {
      visit_page: '/request-quote',
      visit_entry: `${site.url}/?utm_source=x&utm_campaign=y`,
    });

    const { day } = await store.db
      .selectFrom('page_views')
      .select('day')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const report = await statsReport(
      store.db,
      { key: 'custom', from: dayBefore(day), to: next.toISOString().slice(0, 10) },
      'UTC',
    );
    const row = (rows: BreakdownRow[], value: string) => rows.find((r) => r.value === value);
    // Two leads from one visit: two enquiries, one visit that enquired.
    expect(row(report.campaigns, 'flyer||door-31')).toMatchObject({
      visits: 1,
      enquiries: 2,
      rate: 1,
    });
    // The visit the views missed is one of the campaign's visits.
    expect(row(report.campaigns, 'x||y')).toMatchObject({ visits: 1, enquiries: 1, rate: 1 });
    // Five leads from /request-quote: Edge's three in one visit, Safari's one, and the GPC lead
    // (an enquiry, but no visit to find it in).
    expect(row(report.pages, '/request-quote')).toMatchObject({ enquiries: 5, rate: 1 });
    for (const rows of [
      report.pages,
      report.entries,
      report.referrers,
      report.campaigns,
      report.devices,
    ]) {
      for (const r of rows) expect(r.rate, r.value).toBeLessThanOrEqual(1);
    }
    expect(report.totals.rate).toBeLessThanOrEqual(1);
  });

  it('counts a no-script view of a page from the render cache as a visit after 30 quiet minutes or with a campaign', async () => {
    const firefox = {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    };
    const pixel = (path: string, flag: string, referer: string) =>
      site.fetch(`${site.url}/api/views/pixel?p=${encodeURIComponent(path)}&e=${flag}`, {
        headers: { ...firefox, Referer: referer },
      });
    const last = () =>
      store.db
        .selectFrom('page_views')
        .select(['path', 'entry', 'utm_campaign'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    // The first view of this key today, on a cached page: a visit begins, with its campaign.
    await pixel('/contact-us', 'u', `${site.url}/contact-us?utm_source=x&utm_campaign=first`);
    expect(await last()).toEqual({ path: '/contact-us', entry: 1, utm_campaign: 'first' });
    // A moment later, another cached page: the same visit.
    await pixel('/faq', 'u', `${site.url}/faq`);
    expect(await last()).toEqual({ path: '/faq', entry: 0, utm_campaign: null });
    // …unless its address carries a campaign: a landing from another link.
    await pixel('/faq', 'u', `${site.url}/faq?utm_source=x&utm_campaign=second`);
    expect(await last()).toEqual({ path: '/faq', entry: 1, utm_campaign: 'second' });
  });
});
