import { type RefObject, useEffect, useState } from 'react';
import { IN_VIEW_MARGIN } from './reveal-motion';

/**
 * Becomes true once the element has scrolled into view (and stays true).
 * Starts false on the server and on first render.
 */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  rootMargin = IN_VIEW_MARGIN,
): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isInView]);
  return isInView;
}
