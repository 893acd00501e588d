/**
 * Busy times from a calendar feed (ICS/iCal), read with ical.js: each event between `from` and
 * `to`, repeating ones expanded (at most 1,000 occurrences per event), free ones
 * (TRANSP:TRANSPARENT) and cancelled ones left out. All-day events block their whole day.
 */
import ICAL from 'ical.js';

export interface BusySpan {
  start: number;
  end: number;
}

const MAX_OCCURRENCES = 1000;

/** The busy spans of `text` overlapping [from, to); throws (code UNREADABLE) when it is no calendar. */
export function busyOfFeed(text: string, from: Date, to: Date): BusySpan[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw Object.assign(new Error('not a calendar'), { code: 'UNREADABLE' });
  }
  if (root.name !== 'vcalendar')
    throw Object.assign(new Error('not a calendar'), { code: 'UNREADABLE' });
  const spans: BusySpan[] = [];
  const lo = from.getTime();
  const hi = to.getTime();
  const events = root.getAllSubcomponents('vevent');
  const exceptions = events.filter((event) => event.hasProperty('recurrence-id'));
  for (const component of events) {
    if (component.hasProperty('recurrence-id')) continue;
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    const length = event.duration.toSeconds() * 1000;
    if (!event.isRecurring()) {
      const start = event.startDate.toJSDate().getTime();
      const end = event.endDate ? event.endDate.toJSDate().getTime() : start + length;
      if (start < hi && end > lo) spans.push({ start, end });
      continue;
    }
    const iterator = event.iterator();
    for (
      let n = 0, next = iterator.next();
      next && n < MAX_OCCURRENCES;
      n++, next = iterator.next()
    ) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate().getTime();
      if (start >= hi) break;
      const end = details.endDate.toJSDate().getTime();
      if (end > lo && details.item.component.getFirstPropertyValue('status') !== 'CANCELLED') {
        spans.push({ start, end });
      }
    }
  }
  return spans;
}
