/**
 * The counts of the days not rolled up yet (today, mostly), kept up to date in memory: the
 * first report of a day reads all its views once, each later one only the views stored since
 * (by id), and counts them by the same definitions (aggregate.ts). Reading a busy day's 33,000
 * views anew for every report cost about a second on SQLite.
 *
 * Ids are handed out in insert order, but on PostgreSQL a view may commit a moment after one
 * with a higher id: the last {@link REREAD_IDS} ids are read again each time and only the views
 * not yet counted are added, so a view late by fewer inserts than that is still counted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  aggregateViews,
  countView,
  type DailyRow,
  rowsOf,
  type Tallies,
  VIEW_COLUMNS,
} from './aggregate.ts';

export const REREAD_IDS = 512;
/** The latest days of a report kept up to date (today, and yesterday until it is rolled up). */
const MAX_DAYS = 3;

interface DayCounts {
  tallies: Tallies;
  /** Highest id counted. */
  top: number;
  /** The ids counted within the last REREAD_IDS below `top`. */
  recent: Set<number>;
}

export type FreshCounter = (days: readonly string[]) => Promise<DailyRow[]>;

export function createFreshCounter(db: Kysely<Database>): FreshCounter {
  const kept = new Map<string, DayCounts>();
  let queue: Promise<unknown> = Promise.resolve();

  const update = async (day: string, counts: DayCounts) => {
    const views = await db
      .selectFrom('page_views')
      .select(['id', ...VIEW_COLUMNS])
      .where('day', '=', day)
      .where('id', '>', counts.top - REREAD_IDS)
      .execute();
    for (const view of views) {
      const id = Number(view.id);
      if (id <= counts.top - REREAD_IDS || counts.recent.has(id)) continue;
      counts.recent.add(id);
      countView(counts.tallies, view);
      if (id > counts.top) counts.top = id;
    }
    for (const id of counts.recent) if (id <= counts.top - REREAD_IDS) counts.recent.delete(id);
  };

  const count = async (days: readonly string[]) => {
    // The latest days are kept (today's views keep coming); any others are read as they are.
    const sorted = [...days].sort();
    const latest = sorted.slice(-MAX_DAYS);
    const rows = await aggregateViews(db, sorted.slice(0, -MAX_DAYS));
    for (const day of latest) {
      let counts = kept.get(day);
      if (!counts) {
        counts = { tallies: new Map(), top: 0, recent: new Set() };
        kept.set(day, counts);
      }
      try {
        await update(day, counts);
      } catch (error) {
        // Half-counted: the day starts afresh next time.
        kept.delete(day);
        throw error;
      }
      rows.push(...rowsOf(counts.tallies));
    }
    // The oldest days go first when more are kept than a report needs.
    for (const day of [...kept.keys()].sort().slice(0, Math.max(0, kept.size - 2 * MAX_DAYS))) {
      kept.delete(day);
    }
    return rows;
  };

  // One update at a time: two reports at once would count the same new views twice.
  return (days) => {
    const run = queue.then(() => count(days));
    // The caller gets a failure through `run` (its report fails and is logged there); the next
    // update only waits for this one to settle.
    queue = Promise.allSettled([run]).then(() => undefined);
    return run;
  };
}
