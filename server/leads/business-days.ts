/**
 * Business time on the company's clock: Monday to Friday in its time zone, whole days; Saturday
 * and Sunday do not count. "One business day" is 24 hours of weekday time, so a lead sent on a
 * Friday afternoon is a business day old on Monday afternoon, and one sent on a Saturday on
 * Tuesday at midnight.
 */
import { TZDate } from '@date-fns/tz';

export const BUSINESS_DAY_MS = 24 * 60 * 60 * 1000;

/** The local midnight starting the company's day `offset` days after the one holding `instant`. */
function dayStart(instant: number, timeZone: string, offset = 0): number {
  const local = new TZDate(instant, timeZone);
  return new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + offset,
    0,
    0,
    timeZone,
  ).getTime();
}

const isWeekday = (instant: number, timeZone: string) => {
  const day = new TZDate(instant, timeZone).getDay();
  return day !== 0 && day !== 6;
};

/**
 * The instant `ms` of business time after `from` (or before it, for a negative `ms`): weekend
 * time is stepped over. Used both ways so that the list's stale cut-off (now minus a business
 * day) and a lead's own deadline (sent plus a business day) always agree.
 */
export function shiftBusinessTime(from: Date, ms: number, timeZone: string): Date {
  let cursor = from.getTime();
  let left = Math.abs(ms);
  const forward = ms >= 0;
  // Two weeks of days is more than any business day needs; the bound keeps a bad zone finite.
  for (let step = 0; step < 400 && left > 0; step++) {
    const edge = forward ? dayStart(cursor, timeZone, 1) : dayStart(cursor - 1, timeZone);
    const span = Math.abs(edge - cursor);
    if (isWeekday(forward ? cursor : cursor - 1, timeZone)) {
      if (span >= left) return new Date(forward ? cursor + left : cursor - left);
      left -= span;
    }
    cursor = edge;
  }
  return new Date(cursor);
}

/** Whether `to` is at most one business day after `from`. */
export const withinBusinessDay = (from: Date, to: Date, timeZone: string) =>
  to.getTime() <= shiftBusinessTime(from, BUSINESS_DAY_MS, timeZone).getTime();

/** The company's date (YYYY-MM-DD) at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant the company's day `date` (YYYY-MM-DD) starts, `offset` days later. */
export function dayStartOf(date: string, timeZone: string, offset = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day + offset, 0, 0, timeZone).getTime());
}

/** The company's days around a stretch of time, computed once for many shifts (the home's 30 days). */
export interface BusinessCalendar {
  /** As {@link shiftBusinessTime}, read from the table (falls back to it outside the table). */
  shift(from: Date, ms: number): Date;
}

export function businessCalendar(start: Date, end: Date, timeZone: string): BusinessCalendar {
  // From the day before `start` to two weeks after `end`: any shift of a business day fits.
  const days: { start: number; end: number; isWeekday: boolean }[] = [];
  let cursor = dayStart(start.getTime(), timeZone, -1);
  const stop = end.getTime() + 14 * BUSINESS_DAY_MS;
  while (cursor < stop) {
    const next = dayStart(cursor, timeZone, 1);
    days.push({ start: cursor, end: next, isWeekday: isWeekday(cursor, timeZone) });
    cursor = next;
  }
  const dayOf = (instant: number) => {
    let low = 0;
    let high = days.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = days[middle] as (typeof days)[number];
      if (instant < day.start) high = middle - 1;
      else if (instant >= day.end) low = middle + 1;
      else return middle;
    }
    return -1;
  };
  return {
    shift(from, ms) {
      let index = dayOf(from.getTime());
      if (index < 0 || ms < 0) return shiftBusinessTime(from, ms, timeZone);
      let cursor = from.getTime();
      let left = ms;
      for (; index < days.length; index++) {
        const day = days[index] as (typeof days)[number];
        if (day.isWeekday) {
          if (day.end - cursor >= left) return new Date(cursor + left);
          left -= day.end - cursor;
        }
        cursor = day.end;
      }
      return shiftBusinessTime(new Date(cursor), left, timeZone);
    },
  };
}
