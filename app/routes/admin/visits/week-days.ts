/** The company's days for the week of visits: YYYY-MM-DD strings, counted in UTC (no clock). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The company's date (YYYY-MM-DD) at `instant`. */
export const localDay = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));

/** `date` plus `days`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A date from the address, or undefined when it is none. */
export const dateParam = (value: string | null) =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? value : undefined;

/** The seven days from `monday`. */
export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
