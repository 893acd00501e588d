/**
 * Page views and a lead written straight into a site's database for the statistics view's
 * tests (tests/server/stats-view.test.ts, tests/e2e/admin-stats.spec.ts), with what the view
 * should count computed here from the same rows, independently of server/stats (the report's
 * own fixture is stats-seed.ts).
 */
import { openDatabase } from '../../../server/db/connect.ts';
import { dayStartOf, localDate } from '../../../server/leads/business-days.ts';
import { readOfficeSettings } from '../../../server/leads/office-settings.ts';
import type { DeviceClass } from '../../../server/stats/tables.ts';
import { insertLead } from './leads.ts';

export interface SeedView {
  /** Days before the company's today (0 is today). */
  daysAgo: number;
  path: string;
  entry?: boolean;
  visitor: string | null;
  referrer?: string | null;
  utm?: [string | null, string | null, string | null];
  device?: DeviceClass;
}

const PAGES = ['/', '/services', '/services/house-renovation', '/pricing-plans', '/faq'];
const SITES = [null, 'www.google.com', 'www.bing.com', 'www.facebook.com', 'houzz.com'];
const DEVICES: DeviceClass[] = ['phone', 'desktop', 'phone', 'tablet', 'desktop'];

/** A month of made-up visits: each visit 1 to 3 pages, some from campaigns, some untracked. */
export function monthOfViews(): SeedView[] {
  const views: SeedView[] = [];
  for (let day = 0; day < 28; day++) {
    const visits = 2 + ((day * 7) % 5);
    for (let visit = 0; visit < visits; visit++) {
      const n = day * 10 + visit;
      const visitor = n % 9 === 4 ? null : `v${day}-${visit}`.padEnd(32, '0');
      const device = DEVICES[n % DEVICES.length];
      const utm: SeedView['utm'] =
        n % 6 === 0
          ? ['newsletter', 'email', 'spring']
          : n % 11 === 0
            ? ['google', 'cpc', null]
            : undefined;
      const pages = 1 + (n % 3);
      for (let page = 0; page < pages; page++) {
        views.push({
          daysAgo: day,
          path: PAGES[(n + page) % PAGES.length] as string,
          entry: page === 0,
          visitor,
          referrer: page === 0 ? (SITES[n % SITES.length] ?? null) : null,
          utm: page === 0 ? utm : undefined,
          device,
        });
      }
    }
  }
  return views;
}

/** An enquiry sent `daysAgo` days ago from `page`, its visit begun at `entry` from `referrer`. */
export interface SeedLead {
  daysAgo: number;
  page: string;
  entry: string;
  referrer?: string;
  utm?: Record<string, string>;
}

/** Enquiries over the month, attributed as the forms store them. */
export const MONTH_OF_LEADS: SeedLead[] = [
  { daysAgo: 2, page: '/request-quote', entry: '/services', referrer: 'https://www.google.com/' },
  { daysAgo: 5, page: '/contact-us', entry: '/', referrer: 'https://houzz.com/pro/x' },
  {
    daysAgo: 9,
    page: '/request-quote',
    entry: '/services/house-renovation',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
  },
  { daysAgo: 14, page: '/services/house-renovation', entry: '/services/house-renovation' },
  {
    daysAgo: 20,
    page: '/request-quote',
    entry: '/pricing-plans',
    referrer: 'https://www.bing.com/',
  },
];

/** A year of rolled-up days before the month (daily totals only), busier in spring and summer. */
export function yearOfTotals(): {
  daysAgo: number;
  views: number;
  visitors: number;
  visits: number;
}[] {
  return Array.from({ length: 330 }, (_, i) => {
    const daysAgo = 30 + i;
    const season = Math.round(6 + 4 * Math.sin((i / 365) * 2 * Math.PI) + ((i * 13) % 5));
    return { daysAgo, views: season * 3, visitors: season, visits: season + 1 };
  });
}

/** What the view should show for `views` over the last `days` days (both ends included). */
export function expectedTotals(views: readonly SeedView[], days: number) {
  const within = views.filter((view) => view.daysAgo < days);
  const visitors = new Set(
    within.filter((view) => view.visitor).map((view) => `${view.daysAgo} ${view.visitor}`),
  );
  return {
    views: within.length,
    visitors: visitors.size,
    visits: within.filter((view) => view.entry).length,
    untracked: within.filter((view) => !view.visitor).length,
  };
}

/**
 * Writes the views (from half past midnight of their company day, five seconds apart) and,
 * with `lead`, a quote request sent today by the visitor `lead.visitor`; resolves with its id.
 */
export async function seedStats(
  databaseUrl: string,
  views: readonly SeedView[],
  lead?: { visitor: string | null; name: string },
  more: { leads?: readonly SeedLead[]; totals?: ReturnType<typeof yearOfTotals> } = {},
): Promise<number | undefined> {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const { timeZone } = await readOfficeSettings(db);
    const dayOf = (daysAgo: number) =>
      localDate(new Date(Date.now() - daysAgo * 86_400_000), timeZone);
    const rows = views.map((view, index) => {
      const day = dayOf(view.daysAgo);
      return {
        created_at: new Date(
          dayStartOf(day, timeZone).getTime() + 1_800_000 + index * 5_000,
        ).toISOString(),
        day,
        path: view.path,
        entry: view.entry ? 1 : 0,
        visitor: view.visitor,
        referrer: view.referrer ?? null,
        utm_source: view.utm?.[0] ?? null,
        utm_medium: view.utm?.[1] ?? null,
        utm_campaign: view.utm?.[2] ?? null,
        device: view.device ?? 'desktop',
      };
    });
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('page_views')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    for (const [n, sent] of (more.leads ?? []).entries()) {
      const id = await insertLead(db, {
        name: `Earlier ${n + 1}`,
        createdAt: new Date(Date.now() - sent.daysAgo * 86_400_000).toISOString(),
      });
      await db
        .updateTable('submissions')
        .set({
          source_page: sent.page,
          entry_page: sent.entry,
          referrer: sent.referrer ?? null,
          utm: sent.utm ? JSON.stringify(sent.utm) : null,
        })
        .where('id', '=', id)
        .execute();
    }
    const totals = (more.totals ?? []).map((row) => ({
      day: dayOf(row.daysAgo),
      dimension: 'total' as const,
      value: '',
      views: row.views,
      visitors: row.visitors,
      visits: row.visits,
    }));
    for (let i = 0; i < totals.length; i += 200) {
      await db
        .insertInto('stats_daily')
        .values(totals.slice(i, i + 200))
        .execute();
    }
    if (!lead) return undefined;
    const id = await insertLead(db, { name: lead.name, createdAt: new Date().toISOString() });
    await db
      .updateTable('submissions')
      .set({ visitor_key: lead.visitor, visit_day: lead.visitor ? dayOf(0) : null })
      .where('id', '=', id)
      .execute();
    return id;
  } finally {
    await close();
  }
}
