import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../server/db/connect';
import { dayStartOf } from '../../server/leads/business-days';
import { createFreshCounter } from '../../server/stats/fresh-days';
import { addDays } from '../../server/stats/period';
import { createStatsIngest } from '../../server/stats/record';
import { statsReport } from '../../server/stats/report';
import { createRolledCache } from '../../server/stats/rolled';
import { rollDay } from '../../server/stats/rollup';
import { BROWSERS } from './fixtures/visit-catalog';
import { databases, freshDatabaseUrl } from './support/site';
import { comparable } from './support/stats-model';

// What services.stats keeps between reports (decision 036: fresh-days.ts, rolled.ts) must
// never change an answer: each report with the memory equals one that reads everything.

const TIME_ZONE = 'America/Los_Angeles';
const TODAY = '2026-03-10';

describe.each(databases)('the report’s memory on %s', (kind) => {
  let database: Db;
  const cache = createRolledCache();
  beforeAll(async () => {
    database = openDatabase(await freshDatabaseUrl(kind));
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('keeps the days not rolled up counted in memory, adding views as they come', async () => {
    const day = addDays(TODAY, 1);
    let clock = dayStartOf(day, TIME_ZONE);
    const ingest = createStatsIngest(database.db, {
      timeZone: async () => TIME_ZONE,
      now: () => clock,
    });
    const counter = createFreshCounter(database.db);
    const devices = new Map<string, string>();
    const period = { key: 'custom', from: TODAY, to: day } as const;
    let recorded = 0;
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 40; n++, recorded++) {
        clock = new Date(clock.getTime() + 60_000);
        await ingest.record({
          path: n % 2 ? '/services' : '/',
          entry: n % 3 === 0,
          referrer: n % 6 === 0 ? 'www.bing.com' : null,
          utm: { source: n % 9 === 0 ? 'flyer' : null, medium: null, campaign: null },
          address: `10.9.${n}.1`,
          userAgent: (BROWSERS[n % BROWSERS.length] as (typeof BROWSERS)[number]).userAgent,
          optOut: n % 4 === 0,
        });
      }
      const kept = await statsReport(database.db, period, TIME_ZONE, {
        countFresh: counter,
        devices,
      });
      expect(kept.series.at(-1)?.views).toBe(recorded);
      expect(comparable(kept)).toEqual(
        comparable(await statsReport(database.db, period, TIME_ZONE)),
      );
    }
    // Rolled, then a late view and rolled again: the kept sums of the day are not used.
    await rollDay(database.db, day);
    const before = await statsReport(database.db, period, TIME_ZONE, {
      countFresh: counter,
      rolled: cache,
      devices,
    });
    expect(before.series.at(-1)?.views).toBe(recorded);
    await ingest.record({
      path: '/late',
      entry: true,
      referrer: null,
      utm: { source: null, medium: null, campaign: null },
      address: '10.9.99.1',
      userAgent: (BROWSERS[0] as (typeof BROWSERS)[number]).userAgent,
      optOut: false,
    });
    await rollDay(database.db, day);
    const after = await statsReport(database.db, period, TIME_ZONE, {
      countFresh: counter,
      rolled: cache,
      devices,
    });
    expect(after.pages.find((row) => row.value === '/late')?.views).toBe(1);
    expect(comparable(after)).toEqual(
      comparable(await statsReport(database.db, period, TIME_ZONE)),
    );
  });
});
