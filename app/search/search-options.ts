import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument } from './search-document';

/** Longest query the search reads; the rest is ignored (a pasted essay must stay cheap). */
export const MAX_QUERY_LENGTH = 100;

/** At most this many words of a query are searched. */
export const MAX_QUERY_TERMS = 8;

/**
 * How a query matches: word starts ("roof" finds "roofing"), one or two typos in words of five letters or more
 * ("renovaton"), and title matches above label matches above body matches.
 */
export const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 2 },
  prefix: (term) => term.length > 1,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'OR',
};

/**
 * Index layout. The index built at build time and the one loaded to answer a query must use
 * the same options, so both read them from here.
 */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'url', 'text'],
  searchOptions,
};
