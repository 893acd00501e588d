import { describe, expect, it } from 'vitest';
import { isDate } from '../../common/calendar-date.ts';
import {
  businessCalendar,
  dayStartOf,
  localDate,
  shiftBusinessTime,
  withinBusinessDay,
} from './business-days.ts';
import { isStale, staleCutoffs } from './stale.ts';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);
const DAY = 24 * 3600 * 1000;

describe('business time on the company’s clock', () => {
  it('steps over the weekend in the company’s time zone, both ways', () => {
    // Friday 16:00 PDT + one business day = Monday 16:00 PDT.
    expect(shiftBusinessTime(at('2026-06-05T23:00:00Z'), DAY, LA).toISOString()).toBe(
      '2026-06-08T23:00:00.000Z',
    );
    expect(shiftBusinessTime(at('2026-06-08T23:00:00Z'), -DAY, LA).toISOString()).toBe(
      '2026-06-05T23:00:00.000Z',
    );
    // Saturday noon: the business day starts Monday 00:00 and ends Tuesday 00:00 (PDT).
    expect(shiftBusinessTime(at('2026-06-06T19:00:00Z'), DAY, LA).toISOString()).toBe(
      '2026-06-09T07:00:00.000Z',
    );
    // A Tuesday is followed by a Wednesday.
    expect(shiftBusinessTime(at('2026-06-02T17:00:00Z'), DAY, LA).toISOString()).toBe(
      '2026-06-03T17:00:00.000Z',
    );
  });

  it('counts the weekend of the company, not of UTC', () => {
    // Friday 20:00 in Los Angeles is already Saturday in UTC: still a weekday here.
    expect(shiftBusinessTime(at('2026-06-06T03:00:00Z'), 3600_000, LA).toISOString()).toBe(
      '2026-06-06T04:00:00.000Z',
    );
    // Monday 01:00 in Tokyo is Sunday in UTC.
    expect(
      shiftBusinessTime(at('2026-06-07T16:00:00Z'), 3600_000, 'Asia/Tokyo').toISOString(),
    ).toBe('2026-06-07T17:00:00.000Z');
  });

  it('says whether a reply came within one business day', () => {
    const friday = at('2026-06-05T23:00:00Z');
    expect(withinBusinessDay(friday, at('2026-06-08T22:59:00Z'), LA)).toBe(true);
    expect(withinBusinessDay(friday, at('2026-06-08T23:01:00Z'), LA)).toBe(false);
  });

  it('reads and writes the company’s days', () => {
    expect(localDate(at('2026-06-06T03:00:00Z'), LA)).toBe('2026-06-05');
    expect(dayStartOf('2026-06-05', LA).toISOString()).toBe('2026-06-05T07:00:00.000Z');
    expect(dayStartOf('2026-06-05', LA, 1).toISOString()).toBe('2026-06-06T07:00:00.000Z');
    for (const good of ['2026-06-05', '2028-02-29']) expect(isDate(good)).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '05/06/2026', '2026-6-5', '']) {
      expect(isDate(bad)).toBe(false);
    }
  });
});

describe('the stale rule', () => {
  const sentFriday = {
    stage: 'new' as const,
    created_at: '2026-06-05T23:00:00.000Z',
    touched_at: null,
  };

  it('marks New stale once a business day has passed, not counting the weekend', () => {
    expect(isStale(sentFriday, staleCutoffs(at('2026-06-08T22:59:00Z'), LA))).toBe(false);
    expect(isStale(sentFriday, staleCutoffs(at('2026-06-08T23:01:00Z'), LA))).toBe(true);
  });

  it('marks any open stage untouched for 7 days, and never a closed one', () => {
    const touched = '2026-06-01T17:00:00.000Z';
    const contacted = { stage: 'contacted' as const, created_at: touched, touched_at: touched };
    expect(isStale(contacted, staleCutoffs(at('2026-06-08T16:59:00Z'), LA))).toBe(false);
    expect(isStale(contacted, staleCutoffs(at('2026-06-08T17:01:00Z'), LA))).toBe(true);
    for (const stage of ['won', 'lost'] as const) {
      expect(isStale({ ...contacted, stage }, staleCutoffs(at('2027-01-01T00:00:00Z'), LA))).toBe(
        false,
      );
    }
  });
});

describe('a business calendar', () => {
  it('shifts as shiftBusinessTime does, inside and past its stretch', () => {
    const calendar = businessCalendar(at('2026-03-01T00:00:00Z'), at('2026-03-31T00:00:00Z'), LA);
    // Every 7 hours through March (a clock change on 8 March), and a little past the end.
    for (
      let t = at('2026-03-01T00:00:00Z').getTime();
      t < at('2026-04-20T00:00:00Z').getTime();
      t += 7 * 3600_000
    ) {
      const from = new Date(t);
      expect(calendar.shift(from, DAY).toISOString(), from.toISOString()).toBe(
        shiftBusinessTime(from, DAY, LA).toISOString(),
      );
    }
  });
});
