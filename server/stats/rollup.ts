/**
 * Rolls complete days of page views up into `stats_daily` (issue 20): every day before today
 * that has page views and no `total` row yet, and yesterday again (views that arrived late).
 * One transaction per day deletes the day's rows and inserts them anew, so rolling a day again
 * gives the same rows. The `bots` rows are ingest's and are never touched.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { aggregateViews, type DailyRow } from './aggregate.ts';
import { addDays } from './period.ts';

/** Rows inserted per statement. */
const CHUNK = 500;

/** The days `rollup` would roll today (ascending). */
export async function daysToRoll(db: Kysely<Database>, today: string): Promise<string[]> {
  const yesterday = addDays(today, -1);
  const [withViews, rolled] = await Promise.all([
    db.selectFrom('page_views').select('day').where('day', '<', today).groupBy('day').execute(),
    db
      .selectFrom('stats_daily')
      .select('day')
      .where('dimension', '=', 'total')
      .where('value', '=', '')
      .where('day', '<', today)
      .execute(),
  ]);
  const done = new Set(rolled.map((row) => row.day));
  return withViews
    .map((row) => row.day)
    .filter((day) => day === yesterday || !done.has(day))
    .sort();
}

/** Rolls up one day in a transaction: its rows, `total` included even when zero. */
export async function rollDay(db: Kysely<Database>, day: string): Promise<DailyRow[]> {
  return db.transaction().execute(async (trx) => {
    // The delete comes first: on SQLite it takes the write lock before the views are read, so
    // a view stored meanwhile waits instead of making this transaction's snapshot stale.
    await trx
      .deleteFrom('stats_daily')
      .where('day', '=', day)
      .where('dimension', '!=', 'bots')
      .execute();
    const rows = await aggregateViews(trx, [day]);
    if (!rows.some((row) => row.dimension === 'total')) {
      rows.push({ day, dimension: 'total', value: '', views: 0, visitors: 0, visits: 0 });
    }
    for (let at = 0; at < rows.length; at += CHUNK) {
      await trx
        .insertInto('stats_daily')
        .values(rows.slice(at, at + CHUNK))
        .execute();
    }
    return rows;
  });
}

/** Rolls every day due (see {@link daysToRoll}); resolves with the days rolled. */
export async function rollup(db: Kysely<Database>, today: string): Promise<string[]> {
  const days = await daysToRoll(db, today);
  for (const day of days) await rollDay(db, day);
  return days;
}
