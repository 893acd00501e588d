/**
 * When the office visits sites (issue 33): per person, their weekly hours (or the opening hours
 * of the contact details when they set none), an optional calendar feed; for everyone, the
 * slot length, the travel buffer between visits, how far ahead and how soon visitors may book,
 * and the days off. Kept as one office setting (`visitHours`, JSON) beside the others.
 */
import * as v from 'valibot';

import { VISIT_NUMBERS, type VisitNumber } from '../../common/visit-limits.ts';
import { WEEKDAYS, type Weekday } from '../../common/weekdays.ts';

export { WEEKDAYS, type Weekday } from '../../common/weekdays.ts';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = v.pipe(v.string(), v.regex(CLOCK, 'a time such as 09:00'));

/** One range of a day's hours, e.g. 09:00 to 17:00 (closes after opens). */
export const dayHoursSchema = v.pipe(
  v.object({ opens: clock, closes: clock }),
  v.check((hours) => hours.opens < hours.closes, 'a closing time after the opening time'),
);
export type DayHours = v.InferOutput<typeof dayHoursSchema>;

/** A person's week: each weekday's hours, or none (they do not visit that day). */
export type WeekHours = Partial<Record<Weekday, DayHours>>;

export const personHoursSchema = v.object({
  userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Null: the opening hours of the contact details. */
  week: v.nullable(v.record(v.picklist(WEEKDAYS), dayHoursSchema)),
  /** An https ICS/iCal address whose busy times are never offered (decision 040's rules). */
  feedUrl: v.nullable(
    v.pipe(
      v.string(),
      v.url('an https:// address'),
      v.startsWith('https://', 'an https:// address'),
      v.maxLength(2000),
    ),
  ),
});
export type PersonHours = v.InferOutput<typeof personHoursSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole number within one of the visit-hours bounds, told in its own words. */
const bounded = (name: VisitNumber['name']) => {
  const bounds = VISIT_NUMBERS.find((number) => number.name === name) as VisitNumber;
  return v.pipe(
    v.number(),
    v.integer(),
    v.minValue(bounds.min, bounds.tooLow),
    v.maxValue(bounds.max, bounds.tooHigh),
  );
};

export const visitHoursSchema = v.object({
  slotMinutes: bounded('slotMinutes'),
  bufferMinutes: bounded('bufferMinutes'),
  daysAhead: bounded('daysAhead'),
  noticeHours: bounded('noticeHours'),
  daysOff: v.pipe(
    v.array(v.pipe(v.string(), v.regex(DATE, 'a date such as 2026-12-25'))),
    v.maxLength(366),
  ),
  /** Empty: "the office" visits, on the opening hours. */
  people: v.pipe(v.array(personHoursSchema), v.maxLength(50)),
});
export type VisitHours = v.InferOutput<typeof visitHoursSchema>;

/** Out of the box: one-hour visits, half an hour to travel, two weeks ahead, on the opening hours. */
export const VISIT_HOURS_DEFAULTS: VisitHours = {
  slotMinutes: 60,
  bufferMinutes: 30,
  daysAhead: 14,
  noticeHours: 12,
  daysOff: [],
  people: [],
};

/** The contact details' opening hours (one range for a set of days). */
export interface OpeningHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** The opening hours as a week ({} when they cannot be read: no slots rather than wrong ones). */
export function openingWeek(hours: OpeningHours): WeekHours {
  if (!CLOCK.test(hours.opens) || !CLOCK.test(hours.closes) || hours.opens >= hours.closes) {
    return {};
  }
  const week: WeekHours = {};
  for (const day of WEEKDAYS) {
    if (hours.days.includes(day)) week[day] = { opens: hours.opens, closes: hours.closes };
  }
  return week;
}

/** "The office": who goes when the office names no one. */
export const OFFICE_PERSON = 0;
