/**
 * What the statistics view (/admin/stats) reads (issue 20): the shape server/stats/report.ts
 * answers with and app/routes/admin/stats/* draws. Days are the company's calendar days
 * (YYYY-MM-DD in the office time zone); both ends of a period are included.
 */

/** The period picker's choices; `custom` comes with its own from/to. */
export const PERIOD_KEYS = ['7d', '30d', '12m', 'custom'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export interface StatsPeriod {
  key: PeriodKey;
  /** First day included. */
  from: string;
  /** Last day included. */
  to: string;
}

/** The counts of one day of the period (every day is present, with zeros when quiet). */
export interface DayPoint {
  day: string;
  views: number;
  /** Distinct visitor keys that day (views without a key are not in it). */
  visitors: number;
  /** Visits: views that started a visit. */
  visits: number;
  /** Leads (quotes and messages, Spam left out) sent that day. */
  enquiries: number;
}

/** One row of a breakdown table: a page, entry page, referring site, campaign or device class. */
export interface BreakdownRow {
  /** The path, referring host, `source|medium|campaign`, or device class. */
  value: string;
  views: number;
  visitors: number;
  /** For entry pages, referring sites, campaigns and devices: visits that began there; for pages: visitors who saw it plus its views without a key. */
  visits: number;
  /** Leads attributed to it (sent from the page, or whose visit began there / came from there). */
  enquiries: number;
  /** enquiries ÷ visits, 0 when there were no visits. */
  rate: number;
}

export interface StatsTotals {
  views: number;
  visitors: number;
  visits: number;
  enquiries: number;
  rate: number;
  /** Views left out as bots. */
  bots: number;
  /** Views counted without a visitor key (the browser asked not to be tracked: GPC or DNT). */
  untracked: number;
}

export interface StatsReport {
  period: StatsPeriod;
  totals: StatsTotals;
  series: DayPoint[];
  pages: BreakdownRow[];
  entries: BreakdownRow[];
  referrers: BreakdownRow[];
  campaigns: BreakdownRow[];
  devices: BreakdownRow[];
}

/** One page of the visit a lead was sent from (that day only; raw views are kept 30 days). */
export interface VisitPage {
  /** ISO 8601 UTC time of the view. */
  at: string;
  path: string;
  entry: boolean;
}
