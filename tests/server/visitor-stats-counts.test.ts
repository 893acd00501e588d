import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../server/db/connect';
import { localDate } from '../../server/leads/business-days';
import { addDays, daysOf, parsePeriod } from '../../server/stats/period';
import { statsReport } from '../../server/stats/report';
import { RAW_VIEW_DAYS, sweepStats } from '../../server/stats/retention';
import { createRolledCache } from '../../server/stats/rolled';
import { rollDay, rollup } from '../../server/stats/rollup';
import { visitPages } from '../../server/stats/visit-pages';
import { type SimLead, type Simulation, simulate } from './fixtures/visits';
import { databases, freshDatabaseUrl } from './support/site';
import { comparable, enquiriesOf, expectedReport } from './support/stats-model';
import { feedSimulation } from './support/stats-seed';

// The statistics' counts, attributions and rates (issue 20) over 1,000 simulated visits and 20
// leads, fed through stats-ingest's record: the report must say exactly what plain loops over
// the simulation say, for days rolled up and days not, before and after the raw views go.

const TIME_ZONE = 'America/Los_Angeles';
// Six company days across the spring clock change (2026-03-08 has 23 hours there).
const DAYS = daysOf('2026-03-05', '2026-03-10');
const FIRST = DAYS[0] as string;
const TODAY = DAYS[DAYS.length - 1] as string;
const sim: Simulation = simulate({ days: DAYS, timeZone: TIME_ZONE });

it('simulates what the brief asks: 1,000 visits, 20 leads, bots and GPC browsers', () => {
  expect(sim.visits).toHaveLength(1000);
  expect(enquiriesOf(sim)).toHaveLength(20);
  expect(sim.bots.length).toBeGreaterThan(0);
  expect(sim.views.some((view) => view.person.optOut)).toBe(true);
  expect(new Set(sim.views.map((view) => view.person.device))).toEqual(
    new Set(['phone', 'tablet', 'desktop']),
  );
  // Every visit and lead lies within one company day.
  for (const visit of sim.visits) {
    for (const view of visit.views) expect(localDate(view.at, TIME_ZONE)).toBe(visit.day);
  }
});

describe.each(databases)('visitor statistics on %s', (kind) => {
  let database: Db;
  let leads: { lead: SimLead; id: number }[];
  const cache = createRolledCache();
  const visitDevices = new Map<string, string>();

  const reportOf = async (from: string, to: string) => {
    const answer = parsePeriod(new URLSearchParams({ from, to }), TODAY);
    if (!answer.ok) throw new Error(answer.error);
    // The rolled sums and devices kept live across the rollups and retention below.
    const report = await statsReport(database.db, answer.period, TIME_ZONE, {
      rolled: cache,
      devices: visitDevices,
    });
    for (const rows of [report.pages, report.entries, report.referrers, report.campaigns]) {
      const visits = rows.map((row) => row.visits);
      expect(visits).toEqual([...visits].sort((a, b) => b - a));
    }
    return report;
  };
  const storedRows = () =>
    database.db
      .selectFrom('stats_daily')
      .selectAll()
      .orderBy('day')
      .orderBy('dimension')
      .orderBy('value')
      .execute();

  beforeAll(async () => {
    database = openDatabase(await freshDatabaseUrl(kind));
    await migrate(database);
    leads = await feedSimulation(database.db, sim, TIME_ZONE);
  }, 120_000);
  afterAll(() => database?.close());

  it('counts every day from the raw views before any rollup', async () => {
    const report = await reportOf(FIRST, TODAY);
    expect(report.series.map((point) => point.day)).toEqual(DAYS);
    expect(report.totals.visits).toBe(1000);
    expect(report.totals.enquiries).toBe(20);
    expect(comparable(report)).toEqual(comparable(expectedReport(sim, FIRST, TODAY, TIME_ZONE)));
  });

  it('lists the pages of each lead’s visit, none without a key', async () => {
    for (const { lead, id } of leads) {
      const { person, day } = lead.visit;
      const expected = person.optOut
        ? []
        : sim.views
            .filter((view) => view.person === person && view.day === day)
            .map((view) => ({ at: view.at.toISOString(), path: view.path, entry: view.entry }));
      expect(await visitPages(database.db, id)).toEqual(expected);
    }
    expect(leads.filter(({ lead }) => lead.visit.person.optOut)).toHaveLength(2);
  });

  it('says the same with some days rolled up and the others not', async () => {
    for (const day of DAYS.slice(1, 3)) await rollDay(database.db, day);
    const report = await reportOf(FIRST, TODAY);
    expect(comparable(report)).toEqual(comparable(expectedReport(sim, FIRST, TODAY, TIME_ZONE)));
    // A period inside the simulation, with days on both sides of it left out.
    const middle = await reportOf(DAYS[2] as string, DAYS[4] as string);
    expect(comparable(middle)).toEqual(
      comparable(expectedReport(sim, DAYS[2] as string, DAYS[4] as string, TIME_ZONE)),
    );
  });

  it('rolls every complete day, the same rows when run twice, and leaves today raw', async () => {
    // The day before the two rolled ones, the two after them (yesterday among them).
    expect(await rollup(database.db, TODAY)).toEqual([DAYS[0], DAYS[3], DAYS[4]]);
    const once = await storedRows();
    expect(once.some((row) => row.day === TODAY && row.dimension === 'total')).toBe(false);
    expect(await rollup(database.db, TODAY)).toEqual([addDays(TODAY, -1)]);
    expect(await storedRows()).toEqual(once);
    const bots = once.filter((row) => row.dimension === 'bots');
    expect(bots.reduce((sum, row) => sum + Number(row.views), 0)).toBe(sim.bots.length);
    const report = await reportOf(FIRST, TODAY);
    expect(comparable(report)).toEqual(comparable(expectedReport(sim, FIRST, TODAY, TIME_ZONE)));
  });

  it('drops raw views after 30 days and keeps the aggregates', async () => {
    await rollup(database.db, addDays(TODAY, 1));
    const aggregates = await storedRows();
    const salts = async () =>
      (await database.db.selectFrom('stats_salts').select('day').execute()).map((r) => r.day);
    // Today: nothing is old enough; today's and yesterday's salts stay.
    expect(await sweepStats(database.db, TODAY)).toEqual({ views: 0, salts: 0 });
    const saltDays = await salts();
    expect(saltDays.sort()).toEqual([addDays(TODAY, -1), TODAY]);
    // Thirty days after the third day: the first two are past their time.
    const later = addDays(DAYS[2] as string, RAW_VIEW_DAYS);
    const swept = await sweepStats(database.db, later);
    const gone = sim.views.filter((view) => view.day < (DAYS[2] as string)).length;
    expect(swept.views).toBe(gone);
    expect(swept.salts).toBe(saltDays.length);
    expect(await salts()).toEqual([]);
    const left = await database.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(sim.views.length - gone);
    expect(await storedRows()).toEqual(aggregates);
    expect((await sweepStats(database.db, later)).views).toBe(0);
    const report = await reportOf(FIRST, TODAY);
    const kept = (day: string) => day >= (DAYS[2] as string);
    expect(comparable(report)).toEqual(
      comparable(expectedReport(sim, FIRST, TODAY, TIME_ZONE, kept)),
    );
    const early = leads.find(({ lead }) => !kept(lead.visit.day) && !lead.visit.person.optOut);
    expect(early && (await visitPages(database.db, early.id))).toEqual([]);
  });
});
