import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * One page-view beacon per page (decision 036): the landing page, then each client-side
 * navigation to another path. The app starts after `load` (decision 008), so the landing view
 * is sent after it. What a view carries is built in ./send-view.ts, a file of its own loaded
 * then, so every page's first load carries only this hook.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    import('./send-view').then(
      (view) => view.sendView(pathname),
      () => {},
    );
  }, [pathname]);
}
