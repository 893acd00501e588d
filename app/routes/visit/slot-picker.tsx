import type { SlotDay } from '../../../server/visits/slots';
import { dayWords, timeWords, zoneWords } from './visit-words';

/** Days listed open; the rest wait behind "More days", so a phone's page stays short. */
const DAYS_SHOWN = 3;

/**
 * The free times by day, each a submit button of the one form around it (works without
 * script): the button's value is the slot's start. 44 px targets, wrapping at 375 px.
 */
export function SlotPicker({
  days,
  timeZone,
  label,
}: {
  days: readonly SlotDay[];
  timeZone: string;
  /** What a button does, for its accessible name ("Book", "Move to"). */
  label: string;
}) {
  if (days.length === 0) {
    return (
      <p className="text-lg text-fg-muted">
        No free times are left in the coming weeks. Please call us and we will find one.
      </p>
    );
  }
  const first = days[0]?.slots[0];
  const zone = zoneWords(first?.start ?? new Date().toISOString(), timeZone);
  const minutes = first ? (Date.parse(first.end) - Date.parse(first.start)) / 60_000 : 60;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-fg-muted">
        Times are in our time zone ({zone}). Each visit takes about {lengthWords(minutes)}.
      </p>
      {days.slice(0, DAYS_SHOWN).map((day) => (
        <SlotDayList key={day.date} day={day} timeZone={timeZone} label={label} />
      ))}
      {days.length > DAYS_SHOWN ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-md font-semibold text-link underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
            More days, to {dayWords(days[days.length - 1]?.date ?? '')}
          </summary>
          <div className="mt-6 flex flex-col gap-6">
            {days.slice(DAYS_SHOWN).map((day) => (
              <SlotDayList key={day.date} day={day} timeZone={timeZone} label={label} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** One day's free times, each a submit button of the form around the picker. */
function SlotDayList({ day, timeZone, label }: { day: SlotDay; timeZone: string; label: string }) {
  return (
    <section aria-labelledby={`day-${day.date}`} className="flex flex-col gap-3">
      <h2 id={`day-${day.date}`} className="text-h3 text-fg">
        {dayWords(day.date)}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {day.slots.map((slot) => {
          const time = timeWords(slot.start, timeZone);
          return (
            <li key={slot.start}>
              <button
                type="submit"
                name="start"
                value={slot.start}
                aria-label={`${label} ${dayWords(day.date)}, ${time}`}
                className="min-h-11 min-w-20 rounded-md border border-border-strong bg-surface px-4 py-2 font-semibold text-fg tabular-nums hover:border-accent hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {time}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "an hour", "90 minutes", "2 hours". */
function lengthWords(minutes: number) {
  if (minutes === 60) return 'an hour';
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}
