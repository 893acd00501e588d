/** Visitors' page speed (migration 002-web-vitals; docs/decisions/017). */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** One real-user metric of one page load; no visitor data (docs/decisions/017). */
export interface WebVitalTable {
  id: Generated<number>;
  /** ISO 8601 UTC time it was received. */
  created_at: string;
  /** The route pattern the page matched (`/blog/:id`), never a query string. */
  route: string;
  /** LCP, INP, CLS or TTFB. */
  name: string;
  value: number;
  /** How the page was reached (navigate, reload, back-forward …), when the browser said. */
  nav_type: string | null;
  /** web-vitals' random id of this metric instance: a later report of it replaces the value. */
  metric_id: string;
}

/** web_vitals as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const webVitalsColumns = {
  id: 'not null',
  created_at: 'not null',
  route: 'not null',
  name: 'not null',
  value: 'not null',
  nav_type: 'null',
  metric_id: 'not null',
} as const satisfies Columns<WebVitalTable>;

export interface VitalsTables {
  web_vitals: WebVitalTable;
}
