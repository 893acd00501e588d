import { matchRoutes, type ServerBuild } from 'react-router';

/**
 * Maps a path to the pattern of the route that renders it (`/blog/a-post` → `/blog/:id`,
 * an unknown path → `/*`), using the build's own route table and the router's ranking.
 */
export function routePatterns(routes: ServerBuild['routes']): (pathname: string) => string {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const flat = Object.values(routes)
    .filter((route) => route && route.id !== 'root' && (route.path || route.index))
    .map((route) => ({ path: fullPath(route?.id).replace(/\/{2,}/g, '/') || '/' }));
  return (pathname) => {
    const matches = matchRoutes(flat, pathname);
    return matches?.[matches.length - 1]?.route.path ?? '/*';
  };
}
