import { describe, expect, it } from 'vitest';
import { formatMetric, rate } from './thresholds';

describe('rate', () => {
  it('counts a value at the "good" limit as good and one over "poor" as poor', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.3)).toBe('poor');
    expect(rate('TTFB', 900)).toBe('needs-improvement');
  });
});

describe('formatMetric', () => {
  it('shows milliseconds whole and CLS as a score', () => {
    expect(formatMetric('LCP', 2500.4)).toBe('2,500 ms');
    expect(formatMetric('CLS', 0.056)).toBe('0.06');
  });
});
