import { postSlugs } from '../content/slugs';
import { pageIndexOrRedirect } from './page-loader';
import { type Page, pageCount, pagePaths, paginate } from './paginate';

/** A paged list of every post: where its first page lives and how many posts a page holds. */
export interface PostListing {
  /** Path of the first page; later pages live at `basePath/page/n`. */
  basePath: string;
  pageSize: number;
}

/** The blog grid: 4 posts a page. */
export const blogGrid = { basePath: '/blog', pageSize: 4 } as const satisfies PostListing;

/** The blog standard list: 3 posts a page. */
export const blogStandard = {
  basePath: '/blog-standard',
  pageSize: 3,
} as const satisfies PostListing;

/** The URLs of a listing's pages after the first (the first is its own route), for pre-rendering. */
export function listingLaterPages(
  listing: PostListing,
  postCount: number = postSlugs.length,
): string[] {
  return pagePaths(listing.basePath, pageCount(postCount, listing.pageSize)).slice(1);
}

/**
 * The page of a listing that a URL shows, for the route's `loader`; throws the redirect of
 * `pageIndexOrRedirect` for an old `?page=N` link, `/page/1` or a page that does not exist.
 */
export function listingPage<T>(
  listing: PostListing,
  items: readonly T[],
  url: string,
  segment?: string,
): Page<T> {
  const list = { basePath: listing.basePath, pageCount: pageCount(items.length, listing.pageSize) };
  return paginate(items, pageIndexOrRedirect(list, url, segment), listing.pageSize);
}
