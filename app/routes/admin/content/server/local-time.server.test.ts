import { describe, expect, it } from 'vitest';
import { timeZone } from '../../../../brand';
import { agoText, localInputToUtc, localText, utcToLocalInput } from './local-time.server';

describe('the company’s clock', () => {
  it('is a time zone the runtime knows', () => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
  });

  it('turns a wall-clock time into UTC and back, in summer and in winter', () => {
    const zone = 'America/Los_Angeles';
    expect(localInputToUtc('2026-07-01T09:00', zone)?.toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(localInputToUtc('2026-01-15T09:30', zone)?.toISOString()).toBe(
      '2026-01-15T17:30:00.000Z',
    );
    expect(utcToLocalInput('2026-07-01T16:00:00.000Z', zone)).toBe('2026-07-01T09:00');
    expect(localInputToUtc('2026-03-10T08:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-10T07:00:00.000Z',
    );
  });

  it('refuses what is not a real day and time', () => {
    for (const value of [
      '',
      'tomorrow',
      '2026-02-31T09:00',
      '2026-13-01T09:00',
      '2026-05-01T24:00',
    ]) {
      expect(localInputToUtc(value, 'UTC')).toBeUndefined();
    }
  });

  it('says a time with its zone and how long ago something was', () => {
    expect(localText('2026-07-01T16:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Wed 1 Jul 2026, 09:00 PDT',
    );
    const now = new Date('2026-07-01T12:00:00Z');
    expect(agoText('2026-07-01T11:59:30Z', now)).toBe('just now');
    expect(agoText('2026-07-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(agoText('2026-06-30T11:00:00Z', now)).toBe('yesterday');
  });
});
