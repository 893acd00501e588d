import { describe, expect, it } from 'vitest';
import { bucketOf, choosePeriod, periodWords } from './stats-period';

const TODAY = '2026-11-26';
const choose = (query: string) => choosePeriod(new URLSearchParams(query), TODAY);

describe('choosePeriod', () => {
  it('reads the presets on the company’s calendar, both ends included', () => {
    expect(choose('period=7d').period).toEqual({ key: '7d', from: '2026-11-20', to: TODAY });
    expect(choose('period=30d').period).toEqual({ key: '30d', from: '2026-10-28', to: TODAY });
    // Twelve months: this month and the eleven before it.
    expect(choose('period=12m').period).toEqual({ key: '12m', from: '2025-12-01', to: TODAY });
  });

  it('falls back quietly to the last 30 days for no period or an unknown one', () => {
    for (const query of ['', 'period=', 'period=1y', 'period=<b>']) {
      const choice = choose(query);
      expect(choice.period.key, query).toBe('30d');
      expect(choice.error, query).toBeUndefined();
    }
  });

  it('takes a custom range across a month and a year end', () => {
    const choice = choose('period=custom&from=2025-12-15&to=2026-01-10');
    expect(choice.period).toEqual({ key: 'custom', from: '2025-12-15', to: '2026-01-10' });
    expect(choice.error).toBeUndefined();
  });

  it.each([
    ['from=2026-11-10&to=2026-11-01', 'must not be after'],
    ['from=2026-02-30&to=2026-03-01', 'not a date'],
    ['from=yesterday&to=2026-11-01', 'not a date'],
    ['from=2026-11-01', 'both'],
    ['from=2026-11-01&to=2026-12-01', 'today (2026-11-26) at the latest'],
    ['from=2001-01-01&to=2026-11-01', 'five years'],
    ['from=1999-12-01&to=2000-01-01', '2000 or later'],
  ])('refuses %s in words, keeps what was typed and shows the default', (query, words) => {
    const choice = choose(`period=custom&${query}`);
    expect(choice.error).toContain(words);
    const typed = new URLSearchParams(query);
    expect(choice.typed).toEqual({ from: typed.get('from') ?? '', to: typed.get('to') ?? '' });
    expect(choice.period.key).toBe('30d');
  });
});

describe('bucketOf and periodWords', () => {
  it('groups long periods by week or month', () => {
    expect(bucketOf({ key: '30d', from: '2026-10-28', to: TODAY })).toBe('day');
    expect(bucketOf({ key: '12m', from: '2025-12-01', to: TODAY })).toBe('month');
    expect(bucketOf({ key: 'custom', from: '2026-06-01', to: TODAY })).toBe('week');
    expect(bucketOf({ key: 'custom', from: '2022-01-01', to: TODAY })).toBe('month');
  });

  it('says the period in words', () => {
    expect(periodWords({ key: '7d', from: '2026-11-20', to: TODAY })).toBe('the last 7 days');
    expect(periodWords({ key: 'custom', from: '2026-03-01', to: '2026-03-31' })).toBe(
      '1 Mar 2026 to 31 Mar 2026',
    );
  });
});
