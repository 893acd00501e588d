import { lazy, Suspense, useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD } from '../../browser/scroll-threshold';

export { SCROLL_TOP_THRESHOLD };

const ScrollTop = lazy(() =>
  import('./scroll-top').then((module) => ({ default: module.ScrollTop })),
);

/**
 * Mounts the Scroll to top button (and fetches its code) the first time the page scrolls past
 * the threshold: a visit that stays at the top never downloads it.
 */
export function ScrollTopGate() {
  const [hasScrolled, setHasScrolled] = useState(false);
  useEffect(() => {
    if (hasScrolled) return;
    const check = () => {
      if (window.scrollY > SCROLL_TOP_THRESHOLD) setHasScrolled(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [hasScrolled]);
  if (!hasScrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTop />
    </Suspense>
  );
}
