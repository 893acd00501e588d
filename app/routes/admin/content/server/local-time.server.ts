/**
 * Times as the office reads and types them: in the company's time zone (app/brand.ts), stored
 * in UTC; and how long ago something happened, in words.
 */
import { TZDate } from '@date-fns/tz';
import { timeZone } from '../../../../brand';
import { clockText } from '../../../../lib/clock-text';

export const TIME_ZONE: string = timeZone;

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value ("2026-05-01T09:00", the company's wall clock) as an ISO UTC time; a
 * time skipped by a clock change moves forward with the clock. Undefined when unreadable.
 */
export function localInputToUtc(value: string, timeZone = TIME_ZONE): Date | undefined {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // 31 February rolls over into March: refuse it rather than schedule another day.
  if (date.getDate() !== day) return undefined;
  return new Date(date.getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value on the company's wall clock. */
export function utcToLocalInput(iso: string | Date, timeZone = TIME_ZONE): string {
  const date = new TZDate(new Date(iso).getTime(), timeZone);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "Fri 1 May 2026, 09:00 PDT": an ISO time on the company's clock, with the zone's name. */
export function localText(iso: string | Date, timeZone = TIME_ZONE): string {
  return clockText(iso, timeZone);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function agoText(iso: string | Date, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return words.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
