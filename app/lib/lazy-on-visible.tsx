import { type ComponentType, lazy, Suspense } from 'react';

/** How far ahead of the viewport a deferred block starts loading its code. */
const LOAD_AHEAD = '75% 0px';

/**
 * Resolves once the block marked `data-defer={id}` comes near the viewport, or
 * at once when it is not in the document yet (a client-side navigation).
 */
export function whenNearViewport(id: string): Promise<void> {
  const element = document.querySelector(`[data-defer="${id}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * Wraps a below-the-fold block so its code loads when it scrolls near, not
 * with the page. The pre-rendered HTML is complete and stays on screen (and
 * readable, and its links usable) while the code is on its way; React then
 * hydrates the block in place (selective hydration of a Suspense boundary).
 * `id` must be unique on a page.
 */
export function lazyOnVisible<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined') await whenNearViewport(id);
    return { default: await load() };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per block at module level, never during render
  function Deferred(props: P) {
    return (
      <div data-defer={id}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  return Deferred;
}
