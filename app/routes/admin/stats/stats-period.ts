/**
 * The statistics view's period from its address (?period=7d|30d|12m|custom&from=&to=), on the
 * company's calendar: pure date arithmetic on YYYY-MM-DD, given the company's today. An unknown
 * period quietly means the default; a bad custom range is said in words and keeps what was typed.
 */
import {
  PERIOD_KEYS,
  type PeriodKey,
  type StatsPeriod,
} from '../../../../server/stats/report-types';

export const DEFAULT_PERIOD: Exclude<PeriodKey, 'custom'> = '30d';

/** The longest custom period, in days (about five years). */
export const CUSTOM_MAX_DAYS = 5 * 366;

/** How the chart groups the days of a period. */
export type Bucket = 'day' | 'week' | 'month';

export interface PeriodChoice {
  /** The period the report is for (the default when the custom range was refused). */
  period: StatsPeriod;
  /** What the custom form shows: the typed from/to, or the period's own days. */
  typed: { from: string; to: string };
  /** Why a custom range was refused, in words. */
  error?: string;
}

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

/** The first day of the month `months` months before `date`'s month. */
function monthStart(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return dateText(Date.UTC(year, month - 1 - months, 1));
}

/** A preset period ending today (12 months: this month and the eleven before it). */
export function presetPeriod(key: Exclude<PeriodKey, 'custom'>, today: string): StatsPeriod {
  const from =
    key === '7d' ? addDays(today, -6) : key === '30d' ? addDays(today, -29) : monthStart(today, 11);
  return { key, from, to: today };
}

/** Why a custom range cannot be shown, or undefined when it can. */
function customProblem(from: string, to: string, today: string): string | undefined {
  if (!from || !to) return 'Choose both a first and a last day for a custom period.';
  const start = dateValue(from);
  const end = dateValue(to);
  if (start === null) return `The first day “${from}” is not a date (write it as YYYY-MM-DD).`;
  if (end === null) return `The last day “${to}” is not a date (write it as YYYY-MM-DD).`;
  if (start > end) return 'The first day must not be after the last day.';
  if (end > (dateValue(today) ?? 0)) return `The last day can be today (${today}) at the latest.`;
  if (dayCount(from, to) > CUSTOM_MAX_DAYS) return 'A custom period can be five years at most.';
  if (from < '2000-01-01') return 'The first day must be in 2000 or later.';
  return undefined;
}

/** The period the address asks for, on the company's `today` (YYYY-MM-DD). */
export function choosePeriod(params: URLSearchParams, today: string): PeriodChoice {
  const asked = params.get('period');
  const key = PERIOD_KEYS.find((known) => known === asked) ?? DEFAULT_PERIOD;
  if (key !== 'custom') {
    const period = presetPeriod(key, today);
    return { period, typed: { from: period.from, to: period.to } };
  }
  // What was typed comes back as typed (cut short: it is shown, never stored).
  const typed = {
    from: (params.get('from') ?? '').trim().slice(0, 40),
    to: (params.get('to') ?? '').trim().slice(0, 40),
  };
  const error = customProblem(typed.from, typed.to, today);
  if (error) return { period: presetPeriod(DEFAULT_PERIOD, today), typed, error };
  return { period: { key, from: typed.from, to: typed.to }, typed };
}

/** Days for short periods, weeks up to two years, months beyond (and for 12 months). */
export function bucketOf(period: StatsPeriod): Bucket {
  if (period.key === '12m') return 'month';
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
