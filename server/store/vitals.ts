import type { Kysely } from 'kysely';
import { METRIC_NAMES, type MetricName, type NavType } from '../../app/vitals/payload.ts';
import { VITALS_WINDOW_DAYS } from '../../common/vitals-window.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from './time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows older than this are deleted. */
export const VITALS_KEEP_DAYS = 90;
/** At most this many rows are read for a summary: far above a marketing site's month. */
const SUMMARY_ROW_LIMIT = 500_000;

/** One page load's checked report, its path already mapped to a route pattern. */
export interface VitalsReport {
  route: string;
  nav?: NavType;
  metrics: readonly { name: MetricName; value: number; id: string }[];
}

/** A route's 75th percentiles over the window, and how many values each rests on. */
export interface RouteVitals {
  route: string;
  /** The most values any one metric has: about the number of page loads reported. */
  samples: number;
  metrics: Partial<Record<MetricName, { p75: number; count: number }>>;
}

/** Stores a report; a metric id seen before gets its newer value. */
export async function saveVitals(db: Kysely<Database>, report: VitalsReport): Promise<void> {
  const byKey = new Map(report.metrics.map((metric) => [`${metric.id} ${metric.name}`, metric]));
  const createdAt = isoNow();
  const rows = [...byKey.values()].map((metric) => ({
    created_at: createdAt,
    route: report.route,
    name: metric.name,
    value: metric.value,
    nav_type: report.nav ?? null,
    metric_id: metric.id,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('web_vitals')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['metric_id', 'name']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}

/** Deletes rows older than {@link VITALS_KEEP_DAYS}; returns how many. */
export async function pruneVitals(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const before = new Date(now - VITALS_KEEP_DAYS * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('web_vitals')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The 75th percentile by nearest rank: the smallest value at or above 75 % of the others. */
export function p75(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? Number.NaN;
}

/**
 * Each route's p75 per metric over the last {@link VITALS_WINDOW_DAYS} days, most reported
 * route first. Computed here from the rows, so both databases give the same answer.
 */
export async function vitalsSummary(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<RouteVitals[]> {
  const since = new Date(now - VITALS_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('web_vitals')
    .select(['route', 'name', 'value'])
    .where('created_at', '>=', since)
    .limit(SUMMARY_ROW_LIMIT)
    .execute();
  const byRoute = new Map<string, Map<MetricName, number[]>>();
  for (const { route, name, value } of rows) {
    const metric = METRIC_NAMES.find((known) => known === name);
    if (!metric) continue;
    const metrics = byRoute.get(route) ?? new Map<MetricName, number[]>();
    byRoute.set(route, metrics);
    const values = metrics.get(metric) ?? [];
    metrics.set(metric, values);
    values.push(Number(value));
  }
  return [...byRoute]
    .map(([route, metrics]) => {
      const summary: RouteVitals = { route, samples: 0, metrics: {} };
      for (const [name, values] of metrics) {
        summary.metrics[name] = { p75: p75(values), count: values.length };
        summary.samples = Math.max(summary.samples, values.length);
      }
      return summary;
    })
    .sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
}
