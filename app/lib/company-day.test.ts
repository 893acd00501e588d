import { describe, expect, it } from 'vitest';
import { companyDay } from './company-day';

describe('companyDay', () => {
  it('gives the day on the company clock, not the UTC day, either side of its midnight', () => {
    // 23:30 on 5 June in Los Angeles (PDT, UTC−7) is already 6 June in UTC.
    expect(companyDay('2026-06-06T06:30:00.000Z', 'America/Los_Angeles')).toBe('5 June 2026');
    // Half an hour later it is 6 June there too.
    expect(companyDay('2026-06-06T07:30:00.000Z', 'America/Los_Angeles')).toBe('6 June 2026');
    // East of UTC the other way: 00:30 on 1 January in Auckland is still 31 December in UTC.
    expect(companyDay('2025-12-31T11:30:00.000Z', 'Pacific/Auckland')).toBe('1 January 2026');
    expect(companyDay('2025-12-31T10:30:00.000Z', 'Pacific/Auckland')).toBe('31 December 2025');
  });

  it('reads UTC as UTC and keeps one formatter per zone apart', () => {
    expect(companyDay('2026-06-06T06:30:00.000Z', 'UTC')).toBe('6 June 2026');
    expect(companyDay('2026-06-06T06:30:00.000Z', 'America/Los_Angeles')).toBe('5 June 2026');
  });
});
