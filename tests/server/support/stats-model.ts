/**
 * What the statistics report should say of a simulation (tests/server/fixtures/visits.ts),
 * worked out with plain loops over the simulated views and leads by the definitions of issue 20
 * (server/stats/tables.ts), never by the SQL under test.
 */
import { localDate } from '../../../server/leads/business-days.ts';
import type { BreakdownRow, StatsReport } from '../../../server/stats/report-types.ts';
import type { SimLead, Simulation, SimView } from '../fixtures/visits.ts';

type Tally = {
  views: number;
  keys: Set<string>;
  keyless: number;
  entries: number;
  enquiries: number;
  /** The visits that sent an enquiry (decision 052): `person@day`; keyless leads are none. */
  enquired: Set<string>;
  /** Those of them whose own views were not counted under this value: visits added. */
  added: number;
};

const tally = (): Tally => ({
  views: 0,
  keys: new Set(),
  keyless: 0,
  entries: 0,
  enquiries: 0,
  enquired: new Set(),
  added: 0,
});

/** A person is one visitor per day (their key changes with the day's salt). */
const visitorOf = (view: SimView) => (view.person.optOut ? null : `${view.person.id}@${view.day}`);

const campaignOf = (view: SimView) => {
  const { source, medium, campaign } = view.utm;
  if (source === null && medium === null && campaign === null) return null;
  return `${source ?? ''}|${medium ?? ''}|${campaign ?? ''}`;
};

/** What a dimension counts of a view (null: not counted), and of a lead. */
interface Dimension {
  of: (view: SimView) => string | null;
  lead: (lead: SimLead) => string | null;
  /** How its visits are counted. */
  visits: 'entries' | 'visitors-and-keyless';
}

const firstView = (lead: SimLead) => lead.visit.views[0] as SimView;

const DIMENSIONS: Record<'pages' | 'entries' | 'referrers' | 'campaigns' | 'devices', Dimension> = {
  pages: { of: (v) => v.path, lead: (l) => l.sourcePage, visits: 'visitors-and-keyless' },
  entries: { of: (v) => (v.entry ? v.path : null), lead: (l) => l.entryPage, visits: 'entries' },
  referrers: {
    of: (v) => (v.entry ? v.referrer : null),
    lead: (l) => firstView(l).referrer,
    visits: 'entries',
  },
  campaigns: {
    of: (v) => (v.entry ? campaignOf(v) : null),
    lead: (l) => campaignOf(firstView(l)),
    visits: 'entries',
  },
  devices: {
    of: (v) => v.person.device,
    lead: (l) => (l.visit.person.optOut ? null : l.visit.person.device),
    visits: 'entries',
  },
};

const visitsOf = (t: Tally, rule: Dimension['visits']) =>
  rule === 'entries' ? t.entries : t.keys.size + t.keyless;

function rowsOf(tallies: Map<string, Tally>, rule: Dimension['visits']): BreakdownRow[] {
  return [...tallies].map(([value, t]) => {
    const visits = visitsOf(t, rule) + t.added;
    return {
      value,
      views: t.views,
      visitors: t.keys.size,
      visits,
      enquiries: t.enquiries,
      rate: visits > 0 ? t.enquired.size / visits : 0,
    };
  });
}

/** Counts lead `visit` towards `t`; `seen`: its visit's views were counted under this value. */
function enquiry(t: Tally, visit: string | null, seen: boolean) {
  t.enquiries += 1;
  if (visit === null || t.enquired.has(visit)) return;
  t.enquired.add(visit);
  if (!seen) t.added += 1;
}

/** The enquiries of a simulation: quotes and messages in the inbox. */
export const enquiriesOf = (sim: Simulation) =>
  sim.leads.filter((lead) => lead.kind !== 'comment' && lead.folder === 'inbox');

/**
 * The report of the days `from` to `to`. A lead's device is known only while its day's raw
 * views are kept: `deviceKnown(day)` says whether they still are.
 */
export function expectedReport(
  sim: Simulation,
  from: string,
  to: string,
  timeZone: string,
  deviceKnown: (day: string) => boolean = () => true,
): Omit<StatsReport, 'period'> {
  const inPeriod = (day: string) => day >= from && day <= to;
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; ) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  const perDay = new Map(days.map((day) => [day, tally()]));
  const breakdowns = Object.fromEntries(
    Object.keys(DIMENSIONS).map((name) => [name, new Map<string, Tally>()]),
  ) as Record<keyof typeof DIMENSIONS, Map<string, Tally>>;
  const count = (t: Tally, view: SimView) => {
    t.views += 1;
    const key = visitorOf(view);
    if (key) t.keys.add(key);
    else t.keyless += 1;
    if (view.entry) t.entries += 1;
  };
  for (const view of sim.views) {
    if (!inPeriod(view.day)) continue;
    count(perDay.get(view.day) as Tally, view);
    for (const [name, dimension] of Object.entries(DIMENSIONS)) {
      const value = dimension.of(view);
      if (value === null) continue;
      const map = breakdowns[name as keyof typeof DIMENSIONS];
      const t = map.get(value) ?? tally();
      count(t, view);
      map.set(value, t);
    }
  }
  // A person's views by day: a lead's visit key is the person's that day.
  const viewsOf = new Map<string, SimView[]>();
  for (const view of sim.views) {
    const key = `${view.person.id}@${view.day}`;
    viewsOf.set(key, [...(viewsOf.get(key) ?? []), view]);
  }
  for (const lead of enquiriesOf(sim)) {
    const day = localDate(lead.at, timeZone);
    if (!inPeriod(day)) continue;
    const { person } = lead.visit;
    const visit = person.optOut ? null : `${person.id}@${lead.visit.day}`;
    const own = viewsOf.get(`${person.id}@${lead.visit.day}`) ?? [];
    // Views gone (past 30 days) were counted then.
    const seen = (found: (view: SimView) => boolean) =>
      !deviceKnown(lead.visit.day) || own.some(found);
    enquiry(
      perDay.get(day) as Tally,
      visit,
      seen((v) => v.entry),
    );
    for (const [name, dimension] of Object.entries(DIMENSIONS)) {
      const value = dimension.lead(lead);
      if (value === null || (name === 'devices' && !deviceKnown(lead.visit.day))) continue;
      const map = breakdowns[name as keyof typeof DIMENSIONS];
      const t = map.get(value) ?? tally();
      enquiry(
        t,
        visit,
        seen((v) => dimension.of(v) === value),
      );
      map.set(value, t);
    }
  }
  const series = days.map((day) => {
    const t = perDay.get(day) as Tally;
    return {
      day,
      views: t.views,
      visitors: t.keys.size,
      visits: t.entries + t.added,
      enquiries: t.enquiries,
      enquired: t.enquired.size,
    };
  });
  const total = (key: 'views' | 'visitors' | 'visits' | 'enquiries' | 'enquired') =>
    series.reduce((sum, point) => sum + point[key], 0);
  return {
    totals: {
      views: total('views'),
      visitors: total('visitors'),
      visits: total('visits'),
      enquiries: total('enquiries'),
      rate: total('visits') > 0 ? total('enquired') / total('visits') : 0,
      bots: sim.bots.filter((bot) => inPeriod(localDate(bot.at, timeZone))).length,
      untracked: sim.views.filter((v) => inPeriod(v.day) && v.person.optOut).length,
    },
    series: series.map(({ enquired: _, ...point }) => point),
    pages: rowsOf(breakdowns.pages, DIMENSIONS.pages.visits),
    entries: rowsOf(breakdowns.entries, DIMENSIONS.entries.visits),
    referrers: rowsOf(breakdowns.referrers, DIMENSIONS.referrers.visits),
    campaigns: rowsOf(breakdowns.campaigns, DIMENSIONS.campaigns.visits),
    devices: rowsOf(breakdowns.devices, DIMENSIONS.devices.visits),
  };
}

/** A report with its breakdowns in one order (the view sorts them anyway). */
const byValue = (rows: BreakdownRow[]) =>
  [...rows].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
export const comparable = (report: Omit<StatsReport, 'period'>) => ({
  totals: report.totals,
  series: report.series,
  pages: byValue(report.pages),
  entries: byValue(report.entries),
  referrers: byValue(report.referrers),
  campaigns: byValue(report.campaigns),
  devices: byValue(report.devices),
});
