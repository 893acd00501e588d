import { describe, expect, it } from 'vitest';
import { parsePeriod } from './period.ts';

const TODAY = '2026-11-26';
const ask = (query: string) => parsePeriod(new URLSearchParams(query), TODAY);

describe('the statistics period', () => {
  it('ends the presets today, both ends included', () => {
    expect(ask('period=7d')).toEqual({
      ok: true,
      period: { key: '7d', from: '2026-11-20', to: TODAY },
    });
    expect(ask('period=30d')).toEqual({
      ok: true,
      period: { key: '30d', from: '2026-10-28', to: TODAY },
    });
    expect(ask('period=12m')).toEqual({
      ok: true,
      period: { key: '12m', from: '2025-11-27', to: TODAY },
    });
    expect(ask('')).toEqual(ask('period=30d'));
  });

  it('takes a custom period of at most five years', () => {
    expect(ask('from=2026-01-01&to=2026-01-31')).toEqual({
      ok: true,
      period: { key: 'custom', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(ask('period=custom&from=2021-11-27&to=2026-11-26').ok).toBe(true);
    expect(ask('from=2026-11-26&to=2026-11-26').ok).toBe(true);
  });

  it('answers bad input with a sentence, never a throw', () => {
    const error = (query: string) => {
      const answer = ask(query);
      return answer.ok ? undefined : answer.error;
    };
    expect(error('period=9d')).toBe('Choose 7 days, 30 days, 12 months, or a start and end date.');
    expect(error('from=2026-02-01')).toBe('Give the end date.');
    expect(error('to=2026-02-01')).toBe('Give the start date.');
    expect(error('from=2026-2-1&to=2026-03-01')).toBe('Write the start date as YYYY-MM-DD.');
    expect(error('from=2026-02-30&to=2026-03-01')).toBe('The start date is not a real date.');
    expect(error('from=2026-03-02&to=2026-03-01')).toBe(
      'The start date must not be after the end date.',
    );
    expect(error('from=2021-11-26&to=2026-11-26')).toBe('A period can be at most 5 years long.');
    expect(error('from=2026-11-01&to=2026-11-27')).toBe('The period cannot end after today.');
    expect(error('period=custom')).toBe('Give the start date.');
    // A date that is not one never reaches the checks that compute with dates.
    expect(error('period=custom&from=%3Cscript%3E&to=x')).toBe(
      'Write the start date as YYYY-MM-DD.',
    );
    expect(error('from=2026-02-30&to=2026-02-31')).toBe('The start date is not a real date.');
  });
});
