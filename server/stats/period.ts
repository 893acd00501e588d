/**
 * The statistics view's period (issue 20): `?period=7d|30d|12m` ends today (the company's day),
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` is a custom period of at most five years. Bad input is
 * answered with a sentence the view can show, never thrown.
 */
import * as v from 'valibot';
import { isDate } from '../../common/calendar-date.ts';
import type { StatsPeriod } from './report-types.ts';

/** The longest custom period, in years. */
export const MAX_PERIOD_YEARS = 5;

const toUtc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

const written = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The calendar date `days` days after `date` (both YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = toUtc(date);
  return written(Date.UTC(year, month - 1, day + days));
}

/** The calendar date `years` years after `date` (29 February falls to 1 March). */
export function addYears(date: string, years: number): string {
  const { year, month, day } = toUtc(date);
  return written(Date.UTC(year + years, month - 1, day));
}

/** Every day from `from` to `to`, both included, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type PeriodAnswer = { ok: true; period: StatsPeriod } | { ok: false; error: string };

const PRESETS = { '7d': 7, '30d': 30 } as const;

const dateField = (name: string) =>
  v.pipe(
    v.string(`Give the ${name} date.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `Write the ${name} date as YYYY-MM-DD.`),
    v.check(isDate, `The ${name} date is not a real date.`),
  );

/** The custom period's checks; they depend on today. */
function customSchema(today: string) {
  return v.pipe(
    v.object({ from: dateField('start'), to: dateField('end') }),
    v.check(({ from, to }) => from <= to, 'The start date must not be after the end date.'),
    v.check(
      ({ from, to }) => to < addYears(from, MAX_PERIOD_YEARS),
      `A period can be at most ${MAX_PERIOD_YEARS} years long.`,
    ),
    v.check(({ to }) => to <= today, 'The period cannot end after today.'),
  );
}

const presetSchema = v.picklist(
  ['7d', '30d', '12m', 'custom'],
  'Choose 7 days, 30 days, 12 months, or a start and end date.',
);

/**
 * The period asked for by the view's query; `today` is the company's date. No period at all
 * is the last 30 days.
 */
export function parsePeriod(query: URLSearchParams, today: string): PeriodAnswer {
  const from = query.get('from');
  const to = query.get('to');
  const asked = query.get('period') ?? (from !== null || to !== null ? 'custom' : '30d');
  const preset = v.safeParse(presetSchema, asked);
  if (!preset.success) return { ok: false, error: preset.issues[0].message };
  const key = preset.output;
  if (key === 'custom') {
    // The period's checks read the dates, so none runs once a date is refused.
    const custom = v.safeParse(
      customSchema(today),
      { from: from || undefined, to: to || undefined },
      { abortPipeEarly: true },
    );
    if (!custom.success) return { ok: false, error: custom.issues[0].message };
    return { ok: true, period: { key, ...custom.output } };
  }
  const start = key === '12m' ? addDays(addYears(today, -1), 1) : addDays(today, 1 - PRESETS[key]);
  return { ok: true, period: { key, from: start, to: today } };
}
