import { describe, expect, it } from 'vitest';
import { NOT_SPECULATED, speculationRules, speculationRulesJson } from './speculation-rules';

// The rules' meaning is tested in Chromium (tests/e2e/islands-navigation.spec.ts: which links
// the browser fetches ahead); here, their shape.

describe('speculation rules of pages with islands', () => {
  it('are one JSON text the page can carry inline', () => {
    expect(JSON.parse(speculationRulesJson)).toEqual(speculationRules);
    expect(speculationRulesJson).not.toMatch(/<\/script/i);
  });

  it('prefetch and prerender on hover or touch', () => {
    expect(speculationRules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(speculationRules.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
  });

  it('leave out the office, form answers, actions, search results, files, nofollow and downloads', () => {
    for (const rule of [...speculationRules.prefetch, ...speculationRules.prerender]) {
      expect(rule.where.and).toContainEqual({ href_matches: '/*' });
      expect(rule.where.and).toContainEqual({ not: { href_matches: [...NOT_SPECULATED] } });
      expect(rule.where.and).toContainEqual({
        not: { selector_matches: '[rel~="nofollow"], [download]' },
      });
    }
    expect(NOT_SPECULATED).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/*',
        '/api/*',
        '/thank-you/*',
        '/newsletter',
        '/newsletter/*',
        '/search',
        '/*.*',
      ]),
    );
  });
});
