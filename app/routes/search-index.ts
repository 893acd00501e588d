import { searchSources } from '../content';
import { buildSearchIndex } from '../search/build-search-index';
import { siteDocuments } from '../search/site-documents';

// A resource route pre-rendered to build/client/search-index.json: the index is built once, at
// build time, from the content. The results page's server loader and the header's suggestions
// both read that file (see docs/decisions/012-site-search.md).
export function loader() {
  return new Response(buildSearchIndex(siteDocuments(searchSources)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
