import { describe, expect, it } from 'vitest';
import { bucketOf, dayCount, periodWords } from './stats-period';

const TODAY = '2026-11-26';

describe('bucketOf and periodWords', () => {
  it('counts a period’s days with both ends included, across a month and a year end', () => {
    expect(dayCount('2026-11-20', TODAY)).toBe(7);
    expect(dayCount('2025-12-15', '2026-01-10')).toBe(27);
    expect(dayCount('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('draws days up to three months, weeks up to two years, months beyond', () => {
    expect(bucketOf({ key: '30d', from: '2026-10-28', to: TODAY })).toBe('day');
    expect(bucketOf({ key: 'custom', from: '2026-08-27', to: TODAY })).toBe('day');
    expect(bucketOf({ key: '12m', from: '2025-11-27', to: TODAY })).toBe('week');
    expect(bucketOf({ key: 'custom', from: '2025-01-01', to: TODAY })).toBe('week');
    expect(bucketOf({ key: 'custom', from: '2022-01-01', to: TODAY })).toBe('month');
  });

  it('says the period in words', () => {
    expect(periodWords({ key: '7d', from: '2026-11-20', to: TODAY })).toBe('the last 7 days');
    expect(periodWords({ key: '12m', from: '2025-11-27', to: TODAY })).toBe('the last 12 months');
    expect(periodWords({ key: 'custom', from: '2026-03-01', to: '2026-03-31' })).toBe(
      '1 Mar 2026 to 31 Mar 2026',
    );
  });
});
