import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../scripts/serve.mjs';
import {
  MONTH_OF_LEADS,
  monthOfViews,
  seedStats,
  yearOfTotals,
} from '../../server/support/stats-view-seed';

export const STATS_PASSWORD = 'e2e-stats-password';

/** A server of the worker's own with a month of page views and a lead in its SQLite file. */
export interface StatsSite {
  url: string;
  leadId: number;
}

/** The `statsSite` worker fixture's body (registered in fixtures.ts; admin-stats.spec.ts uses it). */
export async function provideStatsSite(use: (site: StatsSite) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'site-e2e-stats-'));
  const databaseUrl = `sqlite:${join(dir, 'site.db')}`;
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: STATS_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  const visit = ['/services/house-renovation', '/pricing-plans', '/request-quote'].map(
    (path, i) => ({ daysAgo: 0, path, entry: i === 0, visitor: 'e2e-lead'.padEnd(32, '0') }),
  );
  const leadId = await seedStats(
    databaseUrl,
    [...monthOfViews(), ...visit],
    { visitor: 'e2e-lead'.padEnd(32, '0'), name: 'Vera Visit' },
    { leads: MONTH_OF_LEADS, totals: yearOfTotals() },
  );
  await use({ url: server.url, leadId: leadId ?? 0 });
  await server.close();
}
