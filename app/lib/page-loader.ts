import { redirect } from 'react-router';
import { pageTarget } from './paginate';
import { NOT_FOUND_PATH } from './paths';

/** Where a paged list lives and how many pages it has. */
export interface PagedList {
  basePath: string;
  pageCount: number;
}

/**
 * The zero-based page a paged list's URL shows, for its `loader` and `clientLoader`. A URL that
 * is not a page's own throws a redirect instead: an old `?page=N` link and `/page/1` go to that
 * page's own URL, a page that does not exist goes to the Not Found destination (as an unknown
 * detail slug does).
 */
export function pageIndexOrRedirect(list: PagedList, url: string, segment?: string): number {
  const legacy = segment === undefined ? new URL(url).searchParams.get('page') : null;
  const requested = segment ?? legacy;
  if (requested === null) return 0;
  const target = pageTarget(list.basePath, requested, list.pageCount, NOT_FOUND_PATH);
  if (target === NOT_FOUND_PATH) throw redirect(NOT_FOUND_PATH);
  const pageIndex = Number(requested) - 1;
  if (legacy !== null || pageIndex === 0) throw redirect(target, 301);
  return pageIndex;
}
