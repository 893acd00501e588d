/**
 * The company's clock (issue 31): every admin time on the zone of the office settings, the zone
 * named once per screen (ClockNote), each time a `<time datetime>` without the zone repeated.
 */
import { createContext, type ReactNode, use } from 'react';
import { cachedFormatter, wallClock } from '../../../lib/clock-text';

const Zone = createContext('UTC');

/** An ISO time on the wall clock of `zone` (app/lib/clock-text.ts). */
export { wallClock };

/** "Pacific Time (America/Los_Angeles)": the zone as the note at the top of a screen says it. */
export function zoneWords(zone: string): string {
  const name = cachedFormatter(
    `kit zone ${zone}`,
    { timeZone: zone, timeZoneName: 'longGeneric' },
    'en-US',
  )
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

/** Gives the screen below it the company's zone (from the office settings). */
export function CompanyClock({ zone, children }: { zone: string; children: ReactNode }) {
  return <Zone value={zone}>{children}</Zone>;
}

/** The one line of a screen that names the zone its times (or calendar days) are in. */
export function ClockNote({ of = 'times' }: { of?: 'times' | 'days' }) {
  const zone = use(Zone);
  return (
    <p className="text-sm text-fg-muted" data-clock-note="">
      {of === 'days' ? 'Days are the company’s calendar days' : 'Times are on the company’s clock'}:{' '}
      {zoneWords(zone)}.
    </p>
  );
}

/** The zone of the screen's company clock (for a tooltip or a line that says a time in words). */
export const useCompanyZone = () => use(Zone);

/** A time on the company's clock, machine-readable in `datetime`. */
export function CompanyTime({ iso }: { iso: string }) {
  const zone = use(Zone);
  return <time dateTime={iso}>{wallClock(iso, zone)}</time>;
}
