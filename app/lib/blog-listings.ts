import { postSlugs } from '../content/slugs';
import { pageCount, pagePaths } from './paginate';

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
