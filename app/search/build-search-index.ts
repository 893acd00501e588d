import MiniSearch from 'minisearch';
import type { SearchDocument } from './search-document';
import { indexOptions } from './search-options';

/** The serialized index of these documents, as written to `search-index.json` at build time. */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}

/** Loads a serialized index for querying. */
export function loadSearchIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions);
}
