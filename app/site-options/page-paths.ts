import type { RouteConfigEntry } from '@react-router/dev/routes';
import { type DetailSlugs, detailPaths } from '../lib/detail-paths';
import { isServerOnlyPath } from '../lib/server-paths';

/** What a route's place in the table says (a config entry, or a server build's route). */
export type RoutePlace = Pick<RouteConfigEntry, 'path' | 'index'> & Partial<RouteConfigEntry>;

/** A route path with a parameter or a splat: its pages come from the content (detailPaths). */
const hasParameter = (path: string) =>
  path.split('/').some((segment) => segment.startsWith(':') || segment === '*');

/**
 * Public pages the server renders from the office's published content but that are not built:
 * the privacy notice exists only once the office publishes it (the seed's is a draft).
 */
const RENDERED_ONLY = new Set(['privacy']);

/**
 * Every page to pre-render for a (flat) route table, which is also the sitemap's list: `/` once
 * the table has a home route, each path without a parameter except the server's own, then the
 * pages of each route with one (one per content slug, the later pages of the post lists). A
 * page the site options hide has no route, so it is neither built nor listed.
 */
export function pagePaths(routes: readonly RoutePlace[], slugs?: DetailSlugs): string[] {
  const home = routes.some((entry) => entry.index) ? ['/'] : [];
  const plain = routes.flatMap(({ path }) =>
    path && !hasParameter(path) && !isServerOnlyPath(`/${path}`) && !RENDERED_ONLY.has(path)
      ? [`/${path}`]
      : [],
  );
  return [
    ...home,
    ...plain,
    ...detailPaths(
      routes.map((entry) => entry.path),
      slugs,
    ),
  ];
}
