import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';

/** A route's handle that moves its pages to islands (docs/decisions/047). */
export interface IslandsHandle {
  /** The page ships no React: server HTML with the islands boot instead of the router's scripts. */
  islands?: boolean;
}

/**
 * The route id a root Not Found screen names on <body> (the root's error boundary renders it,
 * whichever route the address matched).
 */
export const NOT_FOUND_ERROR_ROUTE = 'root-not-found';

/**
 * Whether the root's error boundary shows Not Found: a public page (the site's header and footer,
 * the Not Found screen), served with islands like /404-error whatever route threw the 404. Read
 * in the root's Layout, whose error is the root boundary's only (the admin's own 404s are its
 * layout's, and stay React).
 */
function useRootNotFound(): boolean {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404;
}

const routeIsIslands = (match: { handle: unknown }) =>
  (match.handle as IslandsHandle | undefined)?.islands === true;

/** Whether the page being rendered is served with islands rather than the React app. */
export function useIslandsPage(): boolean {
  const matches = useMatches();
  return useRootNotFound() || matches.some(routeIsIslands);
}

/**
 * The id of the route a page with islands renders (its deepest match, e.g.
 * `routes/portfolio/project-detail`, or {@link NOT_FOUND_ERROR_ROUTE}); undefined on a React
 * page. The root puts it on <body> as `data-route`: such a page names no route module in its
 * HTML, and the tests group pages by it.
 */
export function useIslandsRouteId(): string | undefined {
  const matches = useMatches();
  if (useRootNotFound()) return NOT_FOUND_ERROR_ROUTE;
  return matches.some(routeIsIslands) ? matches.at(-1)?.id : undefined;
}
