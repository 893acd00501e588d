import { postSlugs, projectSlugs, serviceSlugs } from '../content/slugs';
import { blogGrid, blogStandard, listingLaterPages } from './blog-listings';
import { postPath, projectPath, servicePath } from './paths';
import { tagPath } from './taxonomy-view';

/** The slugs detail pages are made for: the build's (the seed), or what is published now. */
export interface DetailSlugs {
  services: readonly string[];
  projects: readonly string[];
  posts: readonly string[];
  /** The office's tags (decision 055): the server's sitemap lists their pages; the seed has none. */
  tags?: readonly string[];
}

const seedSlugs: DetailSlugs = { services: serviceSlugs, projects: projectSlugs, posts: postSlugs };

/**
 * Route patterns with a parameter and the pages each one has: one per content slug, and the
 * pages after the first of each paged post list.
 */
const detailRoutes: Record<string, (slugs: DetailSlugs) => string[]> = {
  'services/:id': (slugs) => slugs.services.map(servicePath),
  'portfolio/:id': (slugs) => slugs.projects.map(projectPath),
  'blog/page/:page': (slugs) => listingLaterPages(blogGrid, slugs.posts.length),
  'blog-standard/page/:page': (slugs) => listingLaterPages(blogStandard, slugs.posts.length),
  'blog/:id': (slugs) => slugs.posts.map(postPath),
  'blog/tag/:tag': (slugs) => (slugs.tags ?? []).map(tagPath),
};

/**
 * Every page of a route with a parameter, for pre-rendering and the sitemap: the
 * pages of each such route present in the given route paths.
 */
export function detailPaths(
  routePaths: readonly (string | undefined)[],
  slugs: DetailSlugs = seedSlugs,
): string[] {
  return Object.entries(detailRoutes).flatMap(([pattern, paths]) =>
    routePaths.includes(pattern) ? paths(slugs) : [],
  );
}
