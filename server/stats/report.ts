/**
 * The statistics view's report for a period (issue 20): days already rolled up are read from
 * `stats_daily`, the others (today, a day whose rollup has not run) are counted from
 * `page_views` by the same definitions (aggregate.ts); enquiries come from the leads.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { aggregateViews, type DailyRow } from './aggregate.ts';
import { type Enquiry, enquiriesOf } from './enquiries.ts';
import type { FreshCounter } from './fresh-days.ts';
import { daysOf } from './period.ts';
import type { BreakdownRow, DayPoint, StatsPeriod, StatsReport } from './report-types.ts';
import { type RolledCache, rolledRows } from './rolled.ts';

/**
 * A row's counts. `enquired` holds the visits (`visitor|day`) that sent at least one enquiry,
 * each of them also one of `visits`: a lead whose visit the views did not count under this
 * value adds its visit (once). The rate is `enquired ÷ visits`, so it never exceeds 100 % by
 * construction (decision 052). A lead without a key (GPC/DNT) is an enquiry but no enquiring
 * visit: its visit cannot be told from the other keyless views.
 */
type Counts = {
  views: number;
  visitors: number;
  visits: number;
  enquiries: number;
  enquired: Set<string>;
};

const zero = (): Counts => ({
  views: 0,
  visitors: 0,
  visits: 0,
  enquiries: 0,
  enquired: new Set(),
});
const rateOf = (c: Counts) => (c.visits > 0 ? c.enquired.size / c.visits : 0);

/** Counts `lead` towards `counts`; `counted`: its visit's views were counted there. */
function addLead(counts: Counts, lead: Enquiry, counted: boolean) {
  counts.enquiries += 1;
  if (lead.visit === null || counts.enquired.has(lead.visit)) return;
  counts.enquired.add(lead.visit);
  if (!counted) counts.visits += 1;
}

/** The breakdowns the view shows: report field, dimension, and a lead's value for it. */
const BREAKDOWNS = [
  ['pages', 'page', (lead: Enquiry) => lead.page],
  ['entries', 'entry', (lead: Enquiry) => lead.entry],
  ['referrers', 'referrer', (lead: Enquiry) => lead.referrer],
  ['campaigns', 'campaign', (lead: Enquiry) => lead.campaign],
  ['devices', 'device', (lead: Enquiry) => lead.device],
] as const;

const add = (
  into: Map<string, Counts>,
  key: string,
  row: Omit<Counts, 'enquiries' | 'enquired'>,
) => {
  const counts = into.get(key) ?? zero();
  counts.views += Number(row.views);
  counts.visitors += Number(row.visitors);
  counts.visits += Number(row.visits);
  into.set(key, counts);
};

const sortedRows = (counts: Map<string, Counts>): BreakdownRow[] =>
  [...counts]
    .map(([value, { enquired, ...c }]) => ({ value, ...c, rate: rateOf({ ...c, enquired }) }))
    .sort((a, b) => b.visits - a.visits || b.views - a.views || (a.value < b.value ? -1 : 1));

/** What a server keeps between reports (services.stats); a report without it reads everything. */
export interface ReportMemory {
  /** Counts the days not rolled up, kept up to date in memory (fresh-days.ts). */
  countFresh?: FreshCounter;
  /** The sums of rolled days per period (rolled.ts). */
  rolled?: RolledCache;
  /** Visits' device classes by `visitor|day` (enquiries.ts). */
  devices?: Map<string, string>;
}

/** The report of `period`; `timeZone` is the office's (company days). */
export async function statsReport(
  db: Kysely<Database>,
  period: StatsPeriod,
  timeZone: string,
  memory: ReportMemory = {},
): Promise<StatsReport> {
  const { countFresh = (days) => aggregateViews(db, days), rolled: rolledCache, devices } = memory;
  // The leads are read beside the rolled rows; the days not rolled up are counted after them.
  const [{ days: dayRows, grouped }, leads] = await Promise.all([
    rolledRows(db, period, rolledCache),
    enquiriesOf(db, period.from, period.to, timeZone, devices),
  ]);
  const rolled = new Set(dayRows.filter((r) => r.dimension === 'total').map((r) => r.day));
  const allDays = daysOf(period.from, period.to);
  const fresh = await countFresh(allDays.filter((day) => !rolled.has(day)));

  const perDay = new Map<string, Counts>(allDays.map((day) => [day, zero()]));
  let bots = 0;
  for (const row of dayRows) {
    if (row.dimension === 'bots') bots += Number(row.views);
    else add(perDay, row.day, row);
  }
  const byDimension = new Map<string, Map<string, Counts>>(
    BREAKDOWNS.map(([, dimension]) => [dimension, new Map()]),
  );
  for (const row of grouped) add(byDimension.get(row.dimension) ?? new Map(), row.value, row);
  for (const row of fresh as DailyRow[]) {
    if (row.dimension === 'total') add(perDay, row.day, row);
    else add(byDimension.get(row.dimension) ?? new Map(), row.value, row);
  }
  const totals = zero();
  for (const lead of leads) {
    const day = perDay.get(lead.day);
    // A visit with no entry view counted (its landing page's beacon never left) is one more.
    const entered = lead.counted === undefined || lead.counted.total.size > 0;
    if (day) addLead(day, lead, entered);
    addLead(totals, lead, entered);
    for (const [, dimension, attributed] of BREAKDOWNS) {
      const value = attributed(lead);
      if (value === null) continue;
      const rows = byDimension.get(dimension) as Map<string, Counts>;
      const counts = rows.get(value) ?? zero();
      addLead(counts, lead, lead.counted === undefined || lead.counted[dimension].has(value));
      rows.set(value, counts);
    }
  }

  const series: DayPoint[] = allDays.map((day) => {
    const { enquired: _, ...counts } = perDay.get(day) as Counts;
    return { day, ...counts };
  });
  const sum = (key: keyof DayPoint & keyof Counts) =>
    series.reduce((total, point) => total + point[key], 0);
  const pages = sortedRows(byDimension.get('page') as Map<string, Counts>);
  const visits = sum('visits');
  totals.visits = visits;
  return {
    period,
    totals: {
      views: sum('views'),
      visitors: sum('visitors'),
      visits,
      enquiries: sum('enquiries'),
      rate: rateOf(totals),
      bots,
      // A page's visits are its visitors plus its views without a key (tables.ts).
      untracked: pages.reduce((total, row) => total + row.visits - row.visitors, 0),
    },
    series,
    pages,
    entries: sortedRows(byDimension.get('entry') as Map<string, Counts>),
    referrers: sortedRows(byDimension.get('referrer') as Map<string, Counts>),
    campaigns: sortedRows(byDimension.get('campaign') as Map<string, Counts>),
    devices: sortedRows(byDimension.get('device') as Map<string, Counts>),
  };
}
