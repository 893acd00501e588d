/**
 * The statistics view's period in words and how its chart groups days: pure date arithmetic on
 * YYYY-MM-DD (browser-safe). What a period means is server/stats/period.ts's (services.stats.period).
 */
import type { StatsPeriod } from '../../../../server/stats/report-types';

/** How the chart groups the days of a period. */
export type Bucket = 'day' | 'week' | 'month';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD as a UTC midnight (null when it is no real date). */
export function dateValue(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const value = Date.UTC(year, month - 1, day);
  const date = new Date(value);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

const dateText = (value: number) => new Date(value).toISOString().slice(0, 10);

/** `date` moved by `days` (negative for earlier). */
export const addDays = (date: string, days: number) =>
  dateText((dateValue(date) ?? 0) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string) =>
  Math.round(((dateValue(to) ?? 0) - (dateValue(from) ?? 0)) / DAY_MS) + 1;

/** Days up to three months, weeks up to two years (12 months too), months beyond. */
export function bucketOf(period: StatsPeriod): Bucket {
  const days = dayCount(period.from, period.to);
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
}

/** "the last 30 days", "1 Mar 2026 to 31 Mar 2026": the period in words. */
export function periodWords(period: StatsPeriod): string {
  if (period.key === '7d') return 'the last 7 days';
  if (period.key === '30d') return 'the last 30 days';
  if (period.key === '12m') return 'the last 12 months';
  return `${dayWords(period.from)} to ${dayWords(period.to)}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "5 Nov 2026" for 2026-11-05. */
export const dayWords = (date: string) => dayFormat.format(dateValue(date) ?? 0);
