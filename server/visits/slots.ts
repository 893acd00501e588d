/**
 * Free visit slots (issue 33), pure: from the visit hours, each person's week on the company's
 * clock, the days off, and what keeps a person busy (their booked visits, their calendar
 * feed's events). Times are built on the company's wall clock in its zone, so a slot at 09:00
 * stays at 09:00 across a daylight-saving change; what is stored and compared is UTC.
 */
import { TZDate } from '@date-fns/tz';
import { dayStartOf, localDate } from '../leads/business-days.ts';
import { OFFICE_PERSON, type VisitHours, WEEKDAYS, type WeekHours } from './visit-hours.ts';

/** A stretch of time someone is busy, in epoch milliseconds [start, end). */
export interface Busy {
  personId: number;
  start: number;
  end: number;
}

export interface Slot {
  /** ISO UTC (toISOString), the value a booking posts back. */
  start: string;
  end: string;
  /** Who is free then, in the office's order: the first one goes. */
  personIds: number[];
}

export interface SlotDay {
  /** YYYY-MM-DD on the company's clock. */
  date: string;
  slots: Slot[];
}

export interface SlotInput {
  hours: VisitHours;
  /** The opening hours as a week: the week of anyone who set none. */
  opening: WeekHours;
  timeZone: string;
  now: Date;
  busy: readonly Busy[];
}

const MINUTE = 60_000;

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The instant of `minutes` after midnight on the company's day `date` (DST-safe). */
function wallInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(
    year,
    month - 1,
    day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  ).getTime();
}

/** Monday … Sunday of the company's day `date`. */
function weekdayOf(date: string, timeZone: string) {
  const day = new TZDate(dayStartOf(date, timeZone).getTime(), timeZone).getDay();
  return WEEKDAYS[(day + 6) % 7] as (typeof WEEKDAYS)[number];
}

/** Who visits and on which week: the people set, or "the office" on the opening hours. */
export function visitingPeople(hours: VisitHours, opening: WeekHours) {
  if (hours.people.length === 0) return [{ personId: OFFICE_PERSON, week: opening }];
  return hours.people.map((person) => ({ personId: person.userId, week: person.week ?? opening }));
}

/**
 * Every day from today to `daysAhead` days on with its free slots (days with none are left
 * out). A slot of a person is free when none of their busy times comes within the travel
 * buffer of it; it starts no sooner than `noticeHours` from now.
 */
export function freeSlots({ hours, opening, timeZone, now, busy }: SlotInput): SlotDay[] {
  const people = visitingPeople(hours, opening);
  const daysOff = new Set(hours.daysOff);
  const earliest = now.getTime() + hours.noticeHours * 60 * MINUTE;
  const length = hours.slotMinutes * MINUTE;
  const buffer = hours.bufferMinutes * MINUTE;
  const step = hours.slotMinutes + hours.bufferMinutes;
  const today = localDate(now, timeZone);
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= hours.daysAhead; offset++) {
    const date = localDate(dayStartOf(today, timeZone, offset), timeZone);
    if (daysOff.has(date)) continue;
    const weekday = weekdayOf(date, timeZone);
    const byStart = new Map<number, Slot>();
    for (const { personId, week } of people) {
      const range = week[weekday];
      if (!range) continue;
      const closes = minutesOf(range.closes);
      for (let at = minutesOf(range.opens); at + hours.slotMinutes <= closes; at += step) {
        const start = wallInstant(date, at, timeZone);
        const end = start + length;
        if (start < earliest) continue;
        const clash = busy.some(
          (b) => b.personId === personId && b.start < end + buffer && b.end > start - buffer,
        );
        if (clash) continue;
        const slot = byStart.get(start) ?? {
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          personIds: [],
        };
        slot.personIds.push(personId);
        byStart.set(start, slot);
      }
    }
    const slots = [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
