/**
 * Times on the company's clock, as the office reads them in the inbox, the editor and mails:
 * "Fri 5 Jun 2026, 15:00 PDT". Pure: the zone is given, formatters are kept per zone and use
 * (making one costs more than formatting with it, and a list formats hundreds of times).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `key`, made once with `options` in `locale`. */
export function cachedFormatter(
  key: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-GB',
): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** "Fri 5 Jun 2026, 15:00": an ISO time on the wall clock of `timeZone`, the zone not named. */
export function wallClock(iso: string | Date, timeZone: string): string {
  return cachedFormatter(`wall ${timeZone}`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
    .format(new Date(iso))
    .replace(',', '')
    .replace(' at ', ', ');
}

/** "Fri 5 Jun 2026, 15:00 PDT": an ISO time on the company's clock, with its zone. */
export function clockText(iso: string | Date, timeZone: string): string {
  const wall = wallClock(iso, timeZone);
  // The abbreviation people know ("PDT"), which en-US gives where en-GB says "GMT-7".
  const zone = cachedFormatter(`zone ${timeZone}`, { timeZone, timeZoneName: 'short' }, 'en-US')
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${wall} ${zone}` : wall;
}
