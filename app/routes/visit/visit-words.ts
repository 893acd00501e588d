/** Day and time words of the booking page and the week of visits, on the company's clock. */
import { cachedFormatter } from '../../lib/clock-text';

/** "Monday 30 November" for a YYYY-MM-DD day (read at noon UTC: the same date everywhere). */
export const dayWords = (date: string) =>
  cachedFormatter('visit-day', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** "09:00" on the company's clock. */
export const timeWords = (iso: string, timeZone: string) =>
  cachedFormatter(`visit-time ${timeZone}`, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));

/** "PST": the zone's short name at `iso`. */
export const zoneWords = (iso: string, timeZone: string) =>
  cachedFormatter(`visit-zone ${timeZone}`, { timeZone, timeZoneName: 'short' }, 'en-US')
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
