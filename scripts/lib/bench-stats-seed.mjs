// What `npm run bench:stats` works on, written straight into a migrated database of either kind:
// raw page views of the last 30 company days made by the test fixture's visit generator
// (tests/server/fixtures/visits.ts), a year of daily aggregates before them, and leads over the
// year whose visit keys point at the raw views of their day.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { dayStartOf } from '../../server/leads/business-days.ts';
import { VIEW_COLUMNS as COUNTED_COLUMNS } from '../../server/stats/aggregate.ts';
import { addDays } from '../../server/stats/period.ts';
import { PAGES, REFERRERS } from '../../tests/server/fixtures/visit-catalog.ts';
import { makePeople, makeVisit, seeded } from '../../tests/server/fixtures/visits.ts';

// What a view is counted by (server/stats/aggregate.ts), and when it came.
const VIEW_COLUMNS = ['created_at', ...COUNTED_COLUMNS];
const DAILY_COLUMNS = ['day', 'dimension', 'value', 'views', 'visitors', 'visits'];
const LEAD_COLUMNS = [
  'kind',
  'created_at',
  'name',
  'email',
  'status',
  'fingerprint',
  'source_page',
  'entry_page',
  'referrer',
  'utm',
  'visitor_key',
  'visit_day',
];
const INTEGER = new Set(['entry', 'views', 'visitors', 'visits']);

/** A site with a blog: the fixture's pages and 150 posts. */
export const BENCH_PAGES = [
  ...PAGES,
  ...Array.from({ length: 150 }, (_, n) => `/blog/post-${n + 1}`),
];

/** Writes rows into one table, on SQLite (one transaction) or PostgreSQL (unnest batches). */
export function tableWriter(target) {
  if (target.kind === 'sqlite') {
    const db = new DatabaseSync(target.file, { timeout: 5000 });
    return {
      async write(table, columns, rows) {
        const insert = db.prepare(
          `insert into ${table} (${columns}) values (${columns.map(() => '?')})`,
        );
        db.exec('BEGIN');
        for (const row of rows) insert.run(...row);
        db.exec('COMMIT');
      },
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  const connected = client.connect();
  return {
    async write(table, columns, rows) {
      await connected;
      const types = columns.map((column) => (INTEGER.has(column) ? 'int[]' : 'text[]'));
      for (let at = 0; at < rows.length; at += 20_000) {
        const batch = rows.slice(at, at + 20_000);
        const arrays = columns.map((_, col) => batch.map((row) => row[col]));
        const unnest = types.map((type, col) => `$${col + 1}::${type}`).join(', ');
        await client.query(
          `insert into ${table} (${columns}) select * from unnest(${unnest})`,
          arrays,
        );
      }
    },
    async close() {
      await connected;
      // As autovacuum leaves a table in use: statistics and the visibility map made.
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}

const keyOf = (person, day) =>
  person.optOut
    ? null
    : createHash('sha256').update(`${person.id}@${day}`).digest('hex').slice(0, 32);

/**
 * Seeds `views` raw page views over the 30 days up to `today`, aggregates for the 335 days
 * before, and leads; resolves with the ids of the leads sent from the raw days.
 */
export async function seedStats(target, { today, timeZone, views: viewCount }) {
  const random = seeded(36);
  const people = makePeople(200_000, random);
  const writer = tableWriter(target);
  const rawDays = Array.from({ length: 30 }, (_, n) => addDays(today, n - 29));
  const leads = [];
  let written = 0;
  for (const [index, day] of rawDays.entries()) {
    const rows = [];
    const dayViews = Math.round((viewCount * (index + 1)) / rawDays.length) - written;
    // Until now on the last day, so that no view lies in the future.
    const minutes =
      day === today ? Math.max(1, (Date.now() - dayStartOf(day, timeZone)) / 60_000 - 20) : 22 * 60;
    while (rows.length < dayViews) {
      const person = random.pick(people);
      const visit = makeVisit(random, person, day, timeZone, random.int(minutes), BENCH_PAGES);
      for (const view of visit.views.slice(0, dayViews - rows.length)) {
        rows.push([
          view.at.toISOString(),
          day,
          view.path,
          view.entry ? 1 : 0,
          keyOf(person, day),
          view.referrer,
          view.utm.source,
          view.utm.medium,
          view.utm.campaign,
          person.device,
        ]);
      }
      if (random.next() < 0.005) leads.push(leadRow(leads.length, visit, keyOf(person, day)));
    }
    written += rows.length;
    await writer.write('page_views', VIEW_COLUMNS, rows);
  }
  const recentLeads = leads.length;
  await writer.write('stats_daily', DAILY_COLUMNS, yearOfAggregates(random, addDays(today, -30)));
  for (let n = 0; n < 3000; n++) {
    const day = addDays(today, -30 - random.int(335));
    const person = random.pick(people);
    const visit = makeVisit(random, person, day, timeZone, random.int(22 * 60), BENCH_PAGES);
    leads.push(leadRow(leads.length, visit, keyOf(person, day)));
  }
  await writer.write('submissions', LEAD_COLUMNS, leads);
  await writer.close();
  return { views: written, leads: leads.length, recentLeads };
}

function leadRow(n, visit, key) {
  const first = visit.views[0];
  const last = visit.views[visit.views.length - 1];
  const { source, medium, campaign } = first.utm;
  const utm =
    source || medium || campaign
      ? JSON.stringify({
          utm_source: source ?? undefined,
          utm_medium: medium ?? undefined,
          utm_campaign: campaign ?? undefined,
        })
      : null;
  return [
    n % 3 === 0 ? 'message' : 'quote',
    new Date(last.at.getTime() + 60_000).toISOString(),
    `Bench ${n}`,
    `bench${n}@example.com`,
    'new',
    `bench-stats-${n}`,
    last.path,
    first.path,
    first.referrer ? `https://${first.referrer}/` : null,
    utm,
    key,
    key ? visit.day : null,
  ];
}

/** Daily rows for the 335 days before `before`: every dimension, counts of a busy site. */
function yearOfAggregates(random, before) {
  const rows = [];
  for (let back = 1; back <= 335; back++) {
    const day = addDays(before, -back);
    const visits = 9000 + random.int(4000);
    rows.push([day, 'total', '', visits * 3, Math.round(visits * 0.8), visits]);
    rows.push([day, 'bots', '', 500 + random.int(500), 0, 0]);
    const spread = (dimension, values, share = 1) => {
      for (const value of values) {
        const n = Math.max(1, Math.round((visits * share * (0.5 + random.next())) / values.length));
        rows.push([day, dimension, value, n * 3, Math.round(n * 0.8), n]);
      }
    };
    spread('page', BENCH_PAGES, 3);
    spread('entry', BENCH_PAGES);
    spread('referrer', REFERRERS, 0.55);
    spread(
      'campaign',
      ['google|cpc|spring-kitchens', 'facebook|social|roof-check', 'newsletter|email|', 'flyer||'],
      0.3,
    );
    spread('device', ['phone', 'tablet', 'desktop']);
  }
  return rows;
}
