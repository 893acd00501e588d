import { describe, expect, it } from 'vitest';
import { buildPayload, MAX_ROUTE_LENGTH, normaliseRoute } from './payload';

const metric = (name: string, value: number, id = `v6-${name}`) => ({
  name,
  value,
  id,
  navigationType: 'navigate',
});

describe('normaliseRoute', () => {
  it('keeps the path and drops any query or fragment', () => {
    expect(normaliseRoute('/contact-us?email=ada@example.com#form')).toBe('/contact-us');
    expect(normaliseRoute('/blog/a-post#comments')).toBe('/blog/a-post');
  });

  it('collapses doubled slashes and drops a trailing one, but keeps the root', () => {
    expect(normaliseRoute('//services///roofing/')).toBe('/services/roofing');
    expect(normaliseRoute('/')).toBe('/');
    expect(normaliseRoute('')).toBe('/');
  });

  it('caps the length', () => {
    expect(normaliseRoute(`/${'a'.repeat(500)}`)).toHaveLength(MAX_ROUTE_LENGTH);
  });
});

describe('buildPayload', () => {
  it('sends the route, the navigation type and each metric rounded', () => {
    const body = buildPayload('/faq/', [
      metric('LCP', 1834.56),
      metric('CLS', 0.123456),
      metric('TTFB', 80.4),
      metric('INP', 48),
    ]);
    expect(JSON.parse(body ?? '')).toEqual({
      route: '/faq',
      nav: 'navigate',
      metrics: [
        { name: 'LCP', value: 1835, id: 'v6-LCP' },
        { name: 'CLS', value: 0.1235, id: 'v6-CLS' },
        { name: 'TTFB', value: 80, id: 'v6-TTFB' },
        { name: 'INP', value: 48, id: 'v6-INP' },
      ],
    });
  });

  it('leaves out unknown metrics, impossible values and missing ids', () => {
    const body = buildPayload('/', [
      metric('FCP', 900),
      metric('LCP', Number.NaN),
      metric('INP', -1),
      metric('TTFB', 10 * 60 * 1000),
      metric('CLS', 0.02, ''),
      metric('LCP', 1200),
    ]);
    expect(JSON.parse(body ?? '').metrics).toEqual([{ name: 'LCP', value: 1200, id: 'v6-LCP' }]);
  });

  it('returns null when nothing is worth sending', () => {
    expect(buildPayload('/', [])).toBeNull();
    expect(buildPayload('/', [metric('FCP', 900)])).toBeNull();
  });

  it('omits a navigation type it does not know', () => {
    const body = buildPayload('/', [{ name: 'LCP', value: 1, id: 'x', navigationType: 'soft' }]);
    expect(JSON.parse(body ?? '')).not.toHaveProperty('nav');
  });
});
