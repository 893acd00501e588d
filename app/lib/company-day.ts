/**
 * A day on the company's calendar ("5 June 2026"), as the public pages show a comment's date:
 * the day it was in the office's time zone (office settings), not the UTC day. Pure: the zone is
 * given; the formatter is kept per zone (app/lib/clock-text.ts).
 */
import { cachedFormatter } from './clock-text';

/** "5 June 2026": the calendar day of `iso` in `timeZone`. */
export function companyDay(iso: string | Date, timeZone: string): string {
  return cachedFormatter(`day ${timeZone}`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}
