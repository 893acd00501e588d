import { postSlugs, projectSlugs, serviceSlugs } from '../content/slugs';
import { blogGrid, blogStandard, listingLaterPages } from './blog-listings';
import { postPath, projectPath, servicePath } from './paths';

/**
 * Route patterns with a parameter and the pages each one has: one per content slug, and the
 * pages after the first of each paged post list.
 */
const detailRoutes: Record<string, () => string[]> = {
  'services/:id': () => serviceSlugs.map(servicePath),
  'portfolio/:id': () => projectSlugs.map(projectPath),
  'blog/page/:page': () => listingLaterPages(blogGrid),
  'blog-standard/page/:page': () => listingLaterPages(blogStandard),
  'blog/:id': () => postSlugs.map(postPath),
};

/**
 * Every page of a route with a parameter, for pre-rendering and the sitemap: the
 * pages of each such route present in the given route paths.
 */
export function detailPaths(routePaths: readonly (string | undefined)[]): string[] {
  return Object.entries(detailRoutes).flatMap(([pattern, paths]) =>
    routePaths.includes(pattern) ? paths() : [],
  );
}
