import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element has scrolled into view (and stays true).
 * Starts false on the server and on first render.
 */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  rootMargin = '0px 0px -10% 0px',
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
