import { afterAll, beforeAll, vi } from 'vitest';
import { searchSources } from '../content';
import { buildSearchIndex } from './build-search-index';
import { siteDocuments } from './site-documents';

/**
 * For tests: answers every `fetch` of the file in this suite with the index of the real
 * content, as /search-index.json would.
 */
export function stubIndexFetch(): void {
  const json = buildSearchIndex(siteDocuments(searchSources));
  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(json, { headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
}
