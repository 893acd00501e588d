/**
 * The rolled-up part of a report: the period's `total` and `bots` rows (one per day), and its
 * other rows summed per dimension and value. A year of a busy site is some 120,000 rows to sum,
 * so the sums are kept per period in a small cache, used while the period's `total` rows are
 * unchanged: the rollup writes a day's rows together in one transaction, and a day rolled again
 * with any view more has a different total. (Ingest only ever adds to `bots` rows, which are
 * read every time.)
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StatsPeriod } from './report-types.ts';

export interface RolledSum {
  dimension: string;
  value: string;
  views: number;
  visitors: number;
  visits: number;
}

/** Periods whose sums are kept. */
const KEPT_PERIODS = 16;

export type RolledCache = Map<string, { signature: string; sums: RolledSum[] }>;

export const createRolledCache = (): RolledCache => new Map();

/** The day rows and the summed rows of the rolled days of `period`. */
export async function rolledRows(
  db: Kysely<Database>,
  { from, to }: StatsPeriod,
  cache: RolledCache = new Map(),
) {
  const days = await db
    .selectFrom('stats_daily')
    .select(['day', 'dimension', 'value', 'views', 'visitors', 'visits'])
    .where('dimension', 'in', ['total', 'bots'])
    .where('value', '=', '')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const totals = days.filter((row) => row.dimension === 'total');
  const signature = totals
    .map((row) => `${row.day}:${row.views}:${row.visitors}:${row.visits}`)
    .join(',');
  const key = `${from}|${to}`;
  const known = cache.get(key);
  if (known?.signature === signature) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, known);
    return { days, grouped: known.sums };
  }
  const grouped = await db
    .selectFrom('stats_daily')
    .select(['dimension', 'value'])
    .select([
      sql<number>`sum(views)`.as('views'),
      sql<number>`sum(visitors)`.as('visitors'),
      sql<number>`sum(visits)`.as('visits'),
    ])
    .where('dimension', 'in', ['page', 'entry', 'referrer', 'campaign', 'device'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['dimension', 'value'])
    .execute();
  const sums = grouped.map((row) => ({
    dimension: row.dimension,
    value: row.value,
    views: Number(row.views),
    visitors: Number(row.visitors),
    visits: Number(row.visits),
  }));
  cache.delete(key);
  cache.set(key, { signature, sums });
  for (const old of [...cache.keys()].slice(0, Math.max(0, cache.size - KEPT_PERIODS))) {
    cache.delete(old);
  }
  return { days, grouped: sums };
}
