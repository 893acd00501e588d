import type MiniSearch from 'minisearch';
import { loadSearchIndex } from './build-search-index';
import type { SearchDocument } from './search-document';

/** Where the build writes the index (routes/search-index.ts). */
export const SEARCH_INDEX_URL = '/search-index.json';

let pending: Promise<MiniSearch<SearchDocument>> | undefined;

/** The pre-built index, fetched once per page session (a failed fetch is retried next time). */
export function fetchSearchIndex(): Promise<MiniSearch<SearchDocument>> {
  pending ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_URL} answered ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
