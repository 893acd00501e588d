import type { Post } from '../content/types';
import { blogGrid, blogStandard, listingLaterPages } from '../lib/blog-listings';
import { postPath } from '../lib/paths';

/**
 * The sitemap's `lastmod` per path, only where the content holds a real date: each post's
 * publication date, and the newest post's date on every page of the two post lists (a new
 * post changes all of them). Other pages have no recorded change date, so they get none
 * rather than the build time (docs/decisions/015).
 */
export function lastModifiedByPath(
  posts: readonly Pick<Post, 'slug' | 'published'>[],
  /** Dates the content store knows (a page's last publish, `YYYY-MM-DD`), by path. */
  published: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const dates = new Map(posts.map((post) => [postPath(post.slug), post.published]));
  for (const [path, date] of published) {
    const known = dates.get(path);
    if (!known || date > known) dates.set(path, date);
  }
  const newest = posts
    .map((post) => post.published)
    .sort()
    .at(-1);
  if (newest) {
    for (const listing of [blogGrid, blogStandard]) {
      const pages = [listing.basePath, ...listingLaterPages(listing, posts.length)];
      for (const path of pages) dates.set(path, newest);
    }
  }
  return dates;
}
