/**
 * What the statistics keep (issue 20): raw page views 30 days, and only once their day is rolled
 * up (its `total` row exists), so no count is lost; each day's salt until the day is two days
 * old, after which that day's visitor keys can no longer be made again. Aggregates stay.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays } from './period.ts';

/** Days of raw page views kept, today included in the count of days before it. */
export const RAW_VIEW_DAYS = 30;

export interface StatsSweep {
  views: number;
  salts: number;
}

/** Deletes raw views older than {@link RAW_VIEW_DAYS} days (rolled days only) and old salts. */
export async function sweepStats(db: Kysely<Database>, today: string): Promise<StatsSweep> {
  const viewsBefore = addDays(today, -RAW_VIEW_DAYS);
  const views = await db
    .deleteFrom('page_views')
    .where('day', '<', viewsBefore)
    .where('day', 'in', (eb) =>
      eb
        .selectFrom('stats_daily')
        .select('day')
        .where('dimension', '=', 'total')
        .where('value', '=', '')
        .where('day', '<', viewsBefore),
    )
    .executeTakeFirst();
  // Today's and yesterday's salts stay; a day two days old loses its salt.
  const salts = await db
    .deleteFrom('stats_salts')
    .where('day', '<', addDays(today, -1))
    .executeTakeFirst();
  return { views: Number(views.numDeletedRows), salts: Number(salts.numDeletedRows) };
}
