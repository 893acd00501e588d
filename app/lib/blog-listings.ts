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

/**
 * How many pages a listing has. Reads only the slug list, so client loaders can check a page
 * number without shipping the posts.
 */
export function listingPageCount(listing: PostListing): number {
  return pageCount(postSlugs.length, listing.pageSize);
}

/** The URLs of a listing's pages after the first (the first is its own route), for pre-rendering. */
export function listingLaterPages(listing: PostListing): string[] {
  return pagePaths(listing.basePath, listingPageCount(listing)).slice(1);
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
  const list = { basePath: listing.basePath, pageCount: listingPageCount(listing) };
  return paginate(items, pageIndexOrRedirect(list, url, segment), listing.pageSize);
}

/**
 * The same check for the route's `clientLoader`, from the slug count alone: it redirects
 * before the client asks for data that does not exist.
 */
export function assertListingPage(listing: PostListing, url: string, segment?: string): void {
  listingPage(listing, postSlugs, url, segment);
}
