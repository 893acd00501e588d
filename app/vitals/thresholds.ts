import type { MetricName } from './payload';

/** Google's "good" and "poor" limits at the 75th percentile (web.dev/articles/vitals). */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** How a p75 value fares: at or under "good" is good, over "poor" is poor, else in between. */
export function rate(name: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** A metric's value as the office reads it: milliseconds, or CLS's plain score. */
export function formatMetric(name: MetricName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return `${Math.round(value).toLocaleString('en-GB')} ms`;
}
