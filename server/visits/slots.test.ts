import { describe, expect, it } from 'vitest';
import { type Busy, freeSlots } from './slots.ts';
import { openingWeek, VISIT_HOURS_DEFAULTS, type VisitHours } from './visit-hours.ts';

const ZONE = 'America/Los_Angeles';
const WEEKDAYS_9_TO_5 = openingWeek({
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
});
const hours = (over: Partial<VisitHours> = {}): VisitHours => ({
  ...VISIT_HOURS_DEFAULTS,
  noticeHours: 0,
  ...over,
});
const slotsOf = (over: Partial<VisitHours>, now: string, busy: Busy[] = []) =>
  freeSlots({
    hours: hours(over),
    opening: WEEKDAYS_9_TO_5,
    timeZone: ZONE,
    now: new Date(now),
    busy,
  });

describe('free visit slots', () => {
  it('follow the opening hours out of the box: hour-long visits with half an hour to travel', () => {
    // Sunday 29 Nov 2026, 10:00 in Los Angeles (PST, UTC-8): Monday is the first day.
    const days = slotsOf({ daysAhead: 1 }, '2026-11-29T18:00:00Z');
    expect(days.map((day) => day.date)).toEqual(['2026-11-30']);
    expect(days[0]?.slots.map((slot) => slot.start)).toEqual([
      '2026-11-30T17:00:00.000Z', // 09:00
      '2026-11-30T18:30:00.000Z', // 10:30
      '2026-11-30T20:00:00.000Z',
      '2026-11-30T21:30:00.000Z',
      '2026-11-30T23:00:00.000Z', // 15:00, ends 16:00; 16:30 would end after 17:00
    ]);
    expect(days[0]?.slots[0]?.personIds).toEqual([0]);
    expect(days[0]?.slots[0]?.end).toBe('2026-11-30T18:00:00.000Z');
  });

  it('leave out days off, slots too soon, and the weekend', () => {
    const days = slotsOf(
      { daysAhead: 7, daysOff: ['2026-12-01'], noticeHours: 24 },
      '2026-11-30T17:30:00Z', // Monday 09:30
    );
    const dates = days.map((day) => day.date);
    expect(dates).not.toContain('2026-12-01');
    expect(dates).not.toContain('2026-12-05');
    expect(dates).not.toContain('2026-12-06');
    // Monday is too soon; Wednesday starts at 09:00 (more than 24 h on).
    expect(dates[0]).toBe('2026-12-02');
  });

  it('keep the wall clock across a daylight-saving change', () => {
    // Sunday 1 Nov 2026 is the change in Los Angeles: Friday is PDT, Monday PST.
    const days = slotsOf({ daysAhead: 4 }, '2026-10-29T20:00:00Z');
    const first = (date: string) => days.find((day) => day.date === date)?.slots[0]?.start;
    expect(first('2026-10-30')).toBe('2026-10-30T16:00:00.000Z'); // 09:00 PDT
    expect(first('2026-11-02')).toBe('2026-11-02T17:00:00.000Z'); // 09:00 PST
  });

  it('never offer a person a slot within the travel buffer of a busy time', () => {
    // Busy 10:00–11:00 on Monday (a feed's event): 09:00–10:00 ends 0 min before it (inside
    // the 30-min buffer), 10:30 overlaps, 12:00 starts 60 min after it: free.
    const busy = [
      {
        personId: 0,
        start: Date.parse('2026-11-30T18:00:00Z'),
        end: Date.parse('2026-11-30T19:00:00Z'),
      },
    ];
    const starts = slotsOf({ daysAhead: 1 }, '2026-11-29T18:00:00Z', busy)[0]?.slots.map(
      (slot) => slot.start,
    );
    expect(starts).toEqual([
      '2026-11-30T20:00:00.000Z',
      '2026-11-30T21:30:00.000Z',
      '2026-11-30T23:00:00.000Z',
    ]);
  });

  it('offer a time while anyone is free, each person on their own week', () => {
    const people = [
      { userId: 7, week: { Monday: { opens: '09:00', closes: '12:00' } }, feedUrl: null },
      { userId: 9, week: null, feedUrl: null },
    ];
    const busy = [
      {
        personId: 9,
        start: Date.parse('2026-11-30T17:00:00Z'),
        end: Date.parse('2026-11-30T18:00:00Z'),
      },
    ];
    const [monday] = slotsOf({ daysAhead: 1, people }, '2026-11-29T18:00:00Z', busy);
    expect(monday?.slots[0]).toMatchObject({ start: '2026-11-30T17:00:00.000Z', personIds: [7] });
    // 10:30 starts exactly the buffer after 9's busy hour: both are free.
    expect(monday?.slots[1]).toMatchObject({
      start: '2026-11-30T18:30:00.000Z',
      personIds: [7, 9],
    });
    expect(monday?.slots[2]).toMatchObject({ start: '2026-11-30T20:00:00.000Z', personIds: [9] });
  });
});
