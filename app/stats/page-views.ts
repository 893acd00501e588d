import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * One page-view beacon per page (decision 036): the landing page, then each client-side
 * navigation to another path. The app starts after `load` (decision 008), so the landing view
 * is sent after it. The sending code (beacon.ts) is a small file of its own, loaded at the first
 * view: every public page's first load stays within its JS budget.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    import('./beacon').then(
      (beacon) => beacon.sendView(pathname),
      () => {},
    );
  }, [pathname]);
}
