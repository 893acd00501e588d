import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** Methods every path answers. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

type RouteManifest = ServerBuild['routes'];

function routeTree(routes: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const id = route?.id ?? '';
      const children = routeTree(routes, id);
      return route?.index
        ? { id, index: true }
        : { id, path: route?.path, caseSensitive: route?.caseSensitive, children };
    });
}

/** The page path a router data request stands for: `/contact-us.data` → `/contact-us`. */
function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Which methods a path accepts: GET and HEAD everywhere, POST only where its route has an
 * action (the forms, the inbox, the API). Everything else answers 405 before the app runs.
 */
export function createMethodRules(routes: RouteManifest) {
  const tree = routeTree(routes);
  return (pathname: string): readonly string[] => {
    const leaf = matchRoutes(tree, pagePathOf(pathname))?.at(-1);
    const hasAction = Boolean(leaf?.route.id && routes[leaf.route.id]?.module.action);
    return hasAction ? [...READ_METHODS, 'POST'] : READ_METHODS;
  };
}

/** The 405 answer, naming what the path does accept. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: {
      Allow: allowed.join(', '),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
