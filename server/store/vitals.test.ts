import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { p75, pruneVitals, saveVitals, vitalsSummary } from './vitals.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('p75', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([40, 10, 30, 20, 50])).toBe(40);
    expect(p75([7])).toBe(7);
    expect(p75([])).toBeNaN();
  });
});

describe.each(databases)('stored vitals on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = openDatabase(await freshDatabaseUrl(kind));
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('gives each route its p75 per metric, most reported route first', async () => {
    const { db } = database;
    const lcps = [1000, 2000, 3000, 4000];
    for (const [i, value] of lcps.entries()) {
      await saveVitals(db, {
        route: '/blog/:id',
        nav: 'navigate',
        metrics: [
          { name: 'LCP', value, id: `lcp-${i}` },
          { name: 'CLS', value: i / 100, id: `cls-${i}` },
        ],
      });
    }
    await saveVitals(db, { route: '/', metrics: [{ name: 'TTFB', value: 120.5, id: 'ttfb-0' }] });
    const summary = await vitalsSummary(db);
    expect(summary.map((route) => route.route)).toEqual(['/blog/:id', '/']);
    expect(summary[0]).toEqual({
      route: '/blog/:id',
      samples: 4,
      metrics: { LCP: { p75: 3000, count: 4 }, CLS: { p75: 0.02, count: 4 } },
    });
    expect(summary[1]?.metrics.TTFB).toEqual({ p75: 120.5, count: 1 });
  });

  it('replaces a metric reported again under the same id', async () => {
    const { db } = database;
    await saveVitals(db, { route: '/faq', metrics: [{ name: 'CLS', value: 0.01, id: 'again' }] });
    await saveVitals(db, { route: '/faq', metrics: [{ name: 'CLS', value: 0.3, id: 'again' }] });
    const faq = (await vitalsSummary(db)).find((route) => route.route === '/faq');
    expect(faq?.metrics.CLS).toEqual({ p75: 0.3, count: 1 });
  });

  it('leaves rows older than 28 days out of the summary and prunes them after 90', async () => {
    const { db } = database;
    const old = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await db
      .insertInto('web_vitals')
      .values([
        {
          created_at: old(40),
          route: '/old',
          name: 'LCP',
          value: 1,
          nav_type: null,
          metric_id: 'a',
        },
        {
          created_at: old(100),
          route: '/old',
          name: 'LCP',
          value: 1,
          nav_type: null,
          metric_id: 'b',
        },
      ])
      .execute();
    expect((await vitalsSummary(db)).some((route) => route.route === '/old')).toBe(false);
    expect(await pruneVitals(db)).toBe(1);
    expect(await vitalsSummary(db, Date.now() - 20 * DAY_MS)).toContainEqual(
      expect.objectContaining({ route: '/old', samples: 1 }),
    );
  });
});
