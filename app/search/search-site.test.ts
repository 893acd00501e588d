import { describe, expect, it } from 'vitest';
import { searchSources } from '../content';
import { buildSearchIndex, loadSearchIndex } from './build-search-index';
import { siteDocuments } from './site-documents';
import { searchSite } from './search-site';

const index = loadSearchIndex(buildSearchIndex(siteDocuments(searchSources)));
const search = (query: unknown) => searchSite(index, query, { withExcerpts: true });
const urls = (query: string) => search(query).groups.flatMap((g) => g.hits.map((h) => h.url));

describe('searchSite on the real content', () => {
  it('debug', () => {
    for (const q of ['renovation', 'renovaton', 'renovations', 'roof', 'quantum', 'contact', 'storage', 'harold', 'architect']) {
      console.log(q, JSON.stringify(search(q).groups.map((g) => [g.kind, g.hits.map((h) => h.url)])));
    }
    console.log(JSON.stringify(search('renovation').groups[0]?.hits[0]?.excerpt));
    console.log(buildSearchIndex(siteDocuments(searchSources)).length);
    expect(urls('renovation').length).toBeGreaterThan(0);
  });
});
