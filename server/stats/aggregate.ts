/**
 * The daily counts of raw page views, by the definitions of server/stats/tables.ts: one query
 * per dimension over the days asked. The rollup stores these rows in `stats_daily`; the report
 * reads them directly for the days not rolled yet, so both always count the same way.
 */
import { type Kysely, sql } from 'kysely';
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

type Grouped = {
  day: string;
  value: string | null;
  views: unknown;
  visitors: unknown;
  visits: unknown;
};

/** {@link campaignValue} in SQL (`||` joins text on SQLite and PostgreSQL alike). */
const campaignSql = sql<string>`coalesce(utm_source, '') || '|' || coalesce(utm_medium, '') || '|' || coalesce(utm_campaign, '')`;
const count = sql<number>`count(*)`;
const distinctVisitors = sql<number>`count(distinct visitor)`;
const entries = sql<number>`sum(entry)`;
const keyless = sql<number>`sum(case when visitor is null then 1 else 0 end)`;

const rowsOf = (dimension: StatsDimension, grouped: Grouped[], visitsAdd = false): DailyRow[] =>
  grouped.map((row) => {
    const visitors = Number(row.visitors);
    return {
      day: row.day,
      dimension,
      value: row.value ?? '',
      views: Number(row.views),
      visitors,
      visits: Number(row.visits ?? 0) + (visitsAdd ? visitors : 0),
    };
  });

/** Every dimension's rows (not `bots`: ingest counts them) of the page views on `days`. */
export async function aggregateViews(
  db: Kysely<Database>,
  days: readonly string[],
): Promise<DailyRow[]> {
  if (days.length === 0) return [];
  const on = db.selectFrom('page_views').where('day', 'in', [...days]);
  const entryViews = on.where('entry', '=', 1);
  const [total, page, entry, referrer, campaign, device] = await Promise.all([
    on
      .select(['day', sql<string>`''`.as('value')])
      .select([count.as('views'), distinctVisitors.as('visitors'), entries.as('visits')])
      .groupBy('day')
      .execute(),
    // A page's visits: the visitors who saw it, plus its views without a key.
    on
      .select(['day', 'path as value'])
      .select([count.as('views'), distinctVisitors.as('visitors'), keyless.as('visits')])
      .groupBy(['day', 'path'])
      .execute(),
    entryViews
      .select(['day', 'path as value'])
      .select([count.as('views'), distinctVisitors.as('visitors'), count.as('visits')])
      .groupBy(['day', 'path'])
      .execute(),
    entryViews
      .where('referrer', 'is not', null)
      .select(['day', 'referrer as value'])
      .select([count.as('views'), distinctVisitors.as('visitors'), count.as('visits')])
      .groupBy(['day', 'referrer'])
      .execute(),
    entryViews
      .where((eb) =>
        eb.or([
          eb('utm_source', 'is not', null),
          eb('utm_medium', 'is not', null),
          eb('utm_campaign', 'is not', null),
        ]),
      )
      .select(['day', campaignSql.as('value')])
      .select([count.as('views'), distinctVisitors.as('visitors'), count.as('visits')])
      .groupBy(['day', campaignSql])
      .execute(),
    on
      .select(['day', 'device as value'])
      .select([count.as('views'), distinctVisitors.as('visitors'), entries.as('visits')])
      .groupBy(['day', 'device'])
      .execute(),
  ]);
  return [
    ...rowsOf('total', total),
    ...rowsOf('page', page, true),
    ...rowsOf('entry', entry),
    ...rowsOf('referrer', referrer),
    ...rowsOf('campaign', campaign),
    ...rowsOf('device', device),
  ];
}
