import type MiniSearch from 'minisearch';
import { excerpt, type Segment } from './excerpt';
import { normalizeQuery } from './normalize-query';
import {
  type SearchDocument,
  type SearchKind,
  searchKindLabels,
  searchKinds,
} from './search-document';

/** One result: where it leads and why it matched. */
export interface SearchHit {
  id: string;
  title: string;
  url: string;
  /** A short piece of the text with the matched words marked; empty when not asked for. */
  excerpt: Segment[];
}

/** The results of one kind, best first. */
export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

/** What a search returns: the query as read, how many results, and the groups in kind order. */
export interface SearchResults {
  query: string;
  total: number;
  groups: SearchGroup[];
}

/** Options of {@link searchSite}. */
export interface SearchSiteOptions {
  /** Keep at most this many results per kind (suggestions); all when omitted. */
  perKind?: number;
  /** Cut an excerpt for each result (the results page); suggestions skip it. */
  withExcerpts?: boolean;
}

/**
 * Searches the index and groups the results by kind in a fixed order (services, projects,
 * posts, people, answers, pages), each group ranked by score. Never throws on odd input: an
 * empty, over-long or symbol-only query gives zero results.
 */
export function searchSite(
  index: MiniSearch<SearchDocument>,
  rawQuery: unknown,
  { perKind = Number.POSITIVE_INFINITY, withExcerpts = false }: SearchSiteOptions = {},
): SearchResults {
  const query = normalizeQuery(rawQuery);
  const matches = query ? index.search(query) : [];
  const groups = searchKinds.map((kind) => ({
    kind,
    label: searchKindLabels[kind],
    hits: [] as SearchHit[],
  }));
  for (const match of matches) {
    const group = groups.find((g) => g.kind === match.kind);
    if (!group || group.hits.length >= perKind) continue;
    group.hits.push({
      id: match.id,
      title: match.title,
      url: match.url,
      excerpt: withExcerpts ? excerpt(match.text, match.terms) : [],
    });
  }
  const found = groups.filter((g) => g.hits.length > 0);
  return { query, total: found.reduce((sum, g) => sum + g.hits.length, 0), groups: found };
}
