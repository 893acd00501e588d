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
