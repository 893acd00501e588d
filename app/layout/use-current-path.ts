import { useLocation } from 'react-router';

/**
 * The current path without a trailing slash. The pre-renderer renders `/faq`
 * as `/faq/`, so comparing raw pathnames would mark a different link current
 * in the static HTML than after hydration (React keeps the stale attribute).
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
