import { useEffect, useState } from 'react';
import { fetchSearchIndex } from '../../search/fetch-search-index';
import { type SearchGroup, searchSite } from '../../search/search-site';

/** Suggestions per kind while typing: enough to choose from, few enough to scan. */
const PER_KIND = 3;

/** Pause after the last key press before searching, in milliseconds. */
const DEBOUNCE_MS = 150;

/**
 * Suggestions for what the visitor is typing: a few results per kind, searched once typing
 * pauses. Fetches the index on first use; while it loads, or if it cannot, there are none.
 */
export function useSuggestions(query: string): SearchGroup[] {
  const [groups, setGroups] = useState<SearchGroup[]>([]);

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      fetchSearchIndex().then(
        (index) => {
          if (isCurrent) setGroups(searchSite(index, query, { perKind: PER_KIND }).groups);
        },
        () => {
          if (isCurrent) setGroups([]);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query]);

  return groups;
}
