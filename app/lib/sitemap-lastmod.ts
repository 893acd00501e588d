import type { Post } from '../content/types';
import { blogGrid, blogStandard, listingLaterPages } from './blog-listings';
import { postPath } from './paths';

/**
 * The sitemap's `lastmod` per path, only where the content holds a real date: each post's
 * publication date, and the newest post's date on every page of the two post lists (a new
 * post changes all of them). Other pages have no recorded change date, so they get none
 * rather than the build time (docs/decisions/015).
 */
export function lastModifiedByPath(
  posts: readonly Pick<Post, 'slug' | 'published'>[],
): Map<string, string> {
  const dates = new Map(posts.map((post) => [postPath(post.slug), post.published]));
  const newest = posts
    .map((post) => post.published)
    .sort()
    .at(-1);
  if (newest) {
    for (const listing of [blogGrid, blogStandard]) {
      for (const path of [listing.basePath, ...listingLaterPages(listing)]) dates.set(path, newest);
    }
  }
  return dates;
}
