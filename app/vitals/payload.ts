// The beacon's wire format, shared by the browser's reporter and the server's check. No imports:
// the server loads this file directly (Node type stripping) as well as through the bundler.

/** The metrics reported (SPEC 7): loading, responsiveness, visual stability, server response. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** How the page was reached, as web-vitals names it. */
export const NAV_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type NavType = (typeof NAV_TYPES)[number];

/** Largest plausible value of each metric; anything above is a broken clock, not a visit. */
export const METRIC_MAX: Record<MetricName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  TTFB: 120_000,
};

/** Where the server takes beacons. */
export const VITALS_ENDPOINT = '/api/vitals';
export const MAX_ROUTE_LENGTH = 200;
export const MAX_METRICS = 8;
export const MAX_ID_LENGTH = 64;

/** One page load's report: its path, how it was reached, and the final value of each metric. */
export interface VitalsPayload {
  route: string;
  nav?: NavType;
  metrics: { name: MetricName; value: number; id: string }[];
}

/** What the reporter passes in: the shape of a web-vitals metric, reduced to what is sent. */
export interface MetricLike {
  name: string;
  value: number;
  id: string;
  navigationType?: string;
}

/**
 * The path alone (never the query or hash: they can carry personal data), without doubled or
 * trailing slashes, capped in length. The server maps it to its route pattern before storing.
 */
export function normaliseRoute(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return (path.startsWith('/') ? path : `/${path}`).slice(0, MAX_ROUTE_LENGTH);
}

const isMetricName = (name: string): name is MetricName =>
  (METRIC_NAMES as readonly string[]).includes(name);
const isNavType = (nav: string | undefined): nav is NavType =>
  (NAV_TYPES as readonly string[]).includes(nav ?? '');

/** The beacon body for `metrics` seen on `pathname`, or null when none is worth sending. */
export function buildPayload(pathname: string, metrics: readonly MetricLike[]): string | null {
  const sent: VitalsPayload['metrics'] = [];
  for (const { name, value, id } of metrics) {
    if (!isMetricName(name) || !Number.isFinite(value) || value < 0) continue;
    if (value > METRIC_MAX[name] || !id || id.length > MAX_ID_LENGTH) continue;
    // Milliseconds in whole numbers; CLS is a unitless score, four places are plenty.
    const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    sent.push({ name, value: rounded, id });
  }
  if (sent.length === 0) return null;
  const payload: VitalsPayload = {
    route: normaliseRoute(pathname),
    metrics: sent.slice(-MAX_METRICS),
  };
  const nav = metrics[0]?.navigationType;
  if (isNavType(nav)) payload.nav = nav;
  return JSON.stringify(payload);
}
