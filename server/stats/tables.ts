/**
 * The tables and columns of migration 015-stats (issue 20, docs/decisions/036-visitor-stats.md):
 * cookieless visitor statistics. Nothing here identifies a person: a visitor is a key that is a
 * salted hash of a shortened address and the browser family, and each day's salt is deleted
 * after two days, so a key cannot be followed from one day to the next.
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** A device class, read from the browser's User-Agent on the server. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** What a daily aggregate row counts by. `total` and `bots` have the value ''. */
export type StatsDimension =
  | 'total'
  | 'page'
  | 'entry'
  | 'referrer'
  | 'campaign'
  | 'device'
  | 'bots';

/**
 * One page view by a person (bots are left out, and counted per day in `stats_daily` as `bots`).
 * Kept 30 days; the days before live on as `stats_daily` rows.
 */
export interface PageViewTable {
  id: Generated<number>;
  /** ISO 8601 UTC time it was received. */
  created_at: string;
  /** The company's calendar day (YYYY-MM-DD, in the office time zone) it was received on. */
  day: string;
  /** Our page's path: no query, no fragment. */
  path: string;
  /** 1 when this view starts a visit (the page was loaded from outside the site), else 0. */
  entry: number;
  /** The day's visitor key, or null when the browser sent Sec-GPC: 1 or DNT: 1. */
  visitor: string | null;
  /** The referring site's host name (entry views only), or null. */
  referrer: string | null;
  /** The entry page's campaign parameters (entry views only), each null when absent. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: DeviceClass;
}

/** page_views as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const pageViewsColumns = {
  id: 'not null',
  created_at: 'not null',
  day: 'not null',
  path: 'not null',
  entry: 'not null',
  visitor: 'null',
  referrer: 'null',
  utm_source: 'null',
  utm_medium: 'null',
  utm_campaign: 'null',
  device: 'not null',
} as const satisfies Columns<PageViewTable>;

/**
 * A day's counts by one dimension's value, kept for good. A complete day is rolled up from its
 * page views in one transaction (delete and insert: rolling a day again gives the same rows).
 * `views`: page views; `visitors`: distinct visitor keys (views without a key not included);
 * `visits`: visits (entry views) for `entry`/`referrer`/`campaign`/`device`/`total`, and for
 * `page` the visitors who saw the page plus its views without a key.
 */
export interface StatsDailyTable {
  day: string;
  dimension: StatsDimension;
  /** The page path, referring host, device class, or campaign as `source|medium|campaign`. */
  value: string;
  views: number;
  visitors: number;
  visits: number;
}

/** stats_daily as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const statsDailyColumns = {
  day: 'not null',
  dimension: 'not null',
  value: 'not null',
  views: 'not null',
  visitors: 'not null',
  visits: 'not null',
} as const satisfies Columns<StatsDailyTable>;

/** The random salt of one company day's visitor keys; deleted once the day is two days old. */
export interface StatsSaltTable {
  day: string;
  salt: string;
}

/** stats_salts as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const statsSaltsColumns = {
  day: 'not null',
  salt: 'not null',
} as const satisfies Columns<StatsSaltTable>;

/** The columns on `submissions`: the visit a lead was sent from (null under GPC/DNT or when unknown). */
export interface SubmissionVisitColumns {
  /** The visitor key of the day the lead was sent: its page views that day share it. */
  visitor_key: string | null;
  /** That company day (YYYY-MM-DD). */
  visit_day: string | null;
}

export interface StatsTables {
  page_views: PageViewTable;
  stats_daily: StatsDailyTable;
  stats_salts: StatsSaltTable;
}
