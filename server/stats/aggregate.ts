/**
 * The daily counts of raw page views, by the definitions of server/stats/tables.ts. The rollup
 * stores these rows in `stats_daily`; the report uses them directly for the days not rolled up
 * yet, so both always count the same way. The days' views are read in one pass and counted
 * here: on SQLite that is several times faster than one `count(distinct …)` query per dimension.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StatsDimension } from './tables.ts';

/** One `stats_daily` row, as stored or as computed from page views. */
export interface DailyRow {
  day: string;
  dimension: StatsDimension;
  value: string;
  views: number;
  visitors: number;
  visits: number;
}

/** A campaign's value: `source|medium|campaign`, each '' when absent. */
export const campaignValue = (
  source: string | null | undefined,
  medium: string | null | undefined,
  campaign: string | null | undefined,
) => `${source ?? ''}|${medium ?? ''}|${campaign ?? ''}`;

interface Tally {
  day: string;
  dimension: StatsDimension;
  value: string;
  views: number;
  keys: Set<string>;
  keyless: number;
  entries: number;
}

/**
 * A dimension's visits: for `page` the visitors who saw it plus its views without a key; for
 * `total` and `device` the entry views among its views; `entry`, `referrer` and `campaign`
 * count entry views only, so each of their views is a visit.
 */
function visitsOf(tally: Tally): number {
  if (tally.dimension === 'page') return tally.keys.size + tally.keyless;
  if (tally.dimension === 'total' || tally.dimension === 'device') return tally.entries;
  return tally.views;
}

/** The columns a view is counted by. */
export const VIEW_COLUMNS = [
  'day',
  'path',
  'entry',
  'visitor',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
] as const;

export type CountedView = Pick<Database['page_views'], (typeof VIEW_COLUMNS)[number]>;

/** Counts of views by day, dimension and value, added to one view at a time. */
export type Tallies = Map<string, Tally>;

function add(tallies: Tallies, view: CountedView, dimension: StatsDimension, value: string) {
  const key = `${view.day}\u0000${dimension}\u0000${value}`;
  let tally = tallies.get(key);
  if (!tally) {
    tally = { day: view.day, dimension, value, views: 0, keys: new Set(), keyless: 0, entries: 0 };
    tallies.set(key, tally);
  }
  tally.views += 1;
  if (view.visitor === null) tally.keyless += 1;
  else tally.keys.add(view.visitor);
  if (Number(view.entry) === 1) tally.entries += 1;
}

/** Adds one view to every dimension it counts in. */
export function countView(tallies: Tallies, view: CountedView): void {
  add(tallies, view, 'total', '');
  add(tallies, view, 'page', view.path);
  add(tallies, view, 'device', view.device);
  if (Number(view.entry) !== 1) return;
  add(tallies, view, 'entry', view.path);
  if (view.referrer !== null) add(tallies, view, 'referrer', view.referrer);
  if (view.utm_source !== null || view.utm_medium !== null || view.utm_campaign !== null) {
    add(
      tallies,
      view,
      'campaign',
      campaignValue(view.utm_source, view.utm_medium, view.utm_campaign),
    );
  }
}

/** The rows the tallies make. */
export function rowsOf(tallies: Tallies): DailyRow[] {
  return [...tallies.values()].map((tally) => ({
    day: tally.day,
    dimension: tally.dimension,
    value: tally.value,
    views: tally.views,
    visitors: tally.keys.size,
    visits: visitsOf(tally),
  }));
}

/** Every dimension's rows (not `bots`: ingest counts them) of the page views on `days`. */
export async function aggregateViews(
  db: Kysely<Database>,
  days: readonly string[],
): Promise<DailyRow[]> {
  if (days.length === 0) return [];
  const views = await db
    .selectFrom('page_views')
    .select(VIEW_COLUMNS)
    .where('day', 'in', [...days])
    .execute();
  const tallies: Tallies = new Map();
  for (const view of views) countView(tallies, view);
  return rowsOf(tallies);
}
