import { useMatches } from 'react-router';

/** A route's handle that moves its pages to islands (docs/decisions/047). */
export interface IslandsHandle {
  /** The page ships no React: server HTML with the islands boot instead of the router's scripts. */
  islands?: boolean;
}

/** Whether the page being rendered is served with islands rather than the React app. */
export function useIslandsPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as IslandsHandle | undefined)?.islands === true,
  );
}

/**
 * The id of the route a page with islands renders (its deepest match, e.g.
 * `routes/portfolio/project-detail`); undefined on a React page. The root puts it on <body> as
 * `data-route`: such a page names no route module in its HTML, and the tests group pages by it.
 */
export function useIslandsRouteId(): string | undefined {
  const matches = useMatches();
  const islands = matches.some(
    (match) => (match.handle as IslandsHandle | undefined)?.islands === true,
  );
  return islands ? matches.at(-1)?.id : undefined;
}
