import { postSlugs, projectSlugs, serviceSlugs } from '../content/slugs';
import { postPath, projectPath, servicePath } from './paths';

/** Detail route patterns and the pages each one has, one per content slug. */
const detailRoutes: Record<string, () => string[]> = {
  'services/:id': () => serviceSlugs.map(servicePath),
  'portfolio/:id': () => projectSlugs.map(projectPath),
  'blog/:id': () => postSlugs.map(postPath),
};

/**
 * Every detail page that exists, for pre-rendering and the sitemap: the
 * slugs of each detail route present in the given route paths.
 */
export function detailPaths(routePaths: readonly (string | undefined)[]): string[] {
  return Object.entries(detailRoutes).flatMap(([pattern, paths]) =>
    routePaths.includes(pattern) ? paths() : [],
  );
}
