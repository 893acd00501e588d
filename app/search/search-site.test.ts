import { describe, expect, it } from 'vitest';
import { searchSources, team } from '../content';
import { buildSearchIndex, loadSearchIndex } from './build-search-index';
import { searchSite } from './search-site';
import { siteDocuments } from './site-documents';

const index = loadSearchIndex(buildSearchIndex(siteDocuments(searchSources)));
const search = (query: unknown) => searchSite(index, query, { withExcerpts: true });
const urlsOf = (query: string, kind: string) =>
  search(query)
    .groups.filter((group) => group.kind === kind)
    .flatMap((group) => group.hits.map((hit) => hit.url));

describe('searchSite on the real content', () => {
  it('finds the renovation service, project and post for "renovation", the service first', () => {
    const results = search('renovation');
    expect(results.groups[0]?.kind).toBe('services');
    expect(results.groups[0]?.hits[0]?.title).toBe('House Renovation');
    expect(urlsOf('renovation', 'projects')[0]).toBe('/portfolio/luxury-home-renovation');
    expect(urlsOf('renovation', 'posts')[0]).toBe(
      '/blog/top-mistakes-to-avoid-during-home-renovation',
    );
  });

  it('groups results in the fixed kind order and counts every result', () => {
    const results = search('renovation');
    const order = ['services', 'projects', 'posts', 'people', 'answers', 'pages'];
    const kinds = results.groups.map((group) => group.kind);
    expect(kinds).toEqual(order.filter((kind) => kinds.includes(kind as never)));
    const counted = results.groups.reduce((sum, group) => sum + group.hits.length, 0);
    expect(results.total).toBe(counted);
  });

  it.each(['renovaton', 'renovations', 'Renovation'])(
    'still finds House Renovation first for %j (typos, word forms, case)',
    (query) => {
      expect(search(query).groups[0]?.hits[0]?.url).toBe('/services/house-renovation');
      expect(urlsOf(query, 'projects')).toContain('/portfolio/luxury-home-renovation');
    },
  );

  it('finds "roofing" and "rooftop" from the word start "roof"', () => {
    expect(urlsOf('roof', 'posts')).toContain(
      '/blog/how-weather-can-impact-a-construction-project',
    );
    expect(urlsOf('roof', 'projects')).toContain('/portfolio/industrial-warehouse');
  });

  it('ranks a title match above matches in the text', () => {
    expect(urlsOf('foundation', 'services')[0]).toBe('/services/foundation-repair');
    const person = team[0];
    const lastName = person?.name.split(' ').at(-1)?.toLowerCase() ?? '';
    expect(search(lastName).groups[0]?.hits[0]?.title).toBe(person?.name);
  });

  it('finds pages, answers and plans', () => {
    expect(urlsOf('contact', 'pages')).toContain('/contact-us');
    expect(urlsOf('warranty', 'answers')).toContain('/faq');
    expect(urlsOf('storage', 'answers')).toContain('/pricing-plans');
  });

  it('marks the matched words in the excerpt', () => {
    const hit = search('renovation').groups[0]?.hits[0];
    const marked = hit?.excerpt.filter((segment) => segment.isMatch).map((s) => s.text);
    expect(marked?.length).toBeGreaterThan(0);
    expect(marked?.every((text) => /^renovation/i.test(text))).toBe(true);
  });

  it('answers a query that matches nothing with zero results', () => {
    expect(search('xylophone')).toEqual({ query: 'xylophone', total: 0, groups: [] });
  });

  it.each([
    ['empty', ''],
    ['white space', ' \t\n '],
    ['not a string', null],
    ['symbols only', '%%% "" <>'],
  ])('answers an %s query with zero results', (_, query) => {
    expect(search(query).total).toBe(0);
  });

  it('caps a 500-character query and still answers', () => {
    const long = 'renovation '.repeat(50);
    const results = search(long);
    expect(results.query.length).toBeLessThanOrEqual(100);
    expect(results.groups[0]?.hits[0]?.url).toBe('/services/house-renovation');
  });

  it.each(['<script>alert(1)</script>', '100%', '"kitchen"', 'roof 🏠', 'שיפוץ', "it's"])(
    'answers odd input %j without throwing',
    (query) => {
      expect(() => search(query)).not.toThrow();
    },
  );

  it('keeps at most perKind results per kind and skips excerpts unless asked', () => {
    const results = searchSite(index, 'construction', { perKind: 2 });
    expect(results.groups.every((group) => group.hits.length <= 2)).toBe(true);
    expect(results.groups.every((g) => g.hits.every((h) => h.excerpt.length === 0))).toBe(true);
  });
});
