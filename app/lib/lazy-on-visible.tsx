import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';
import { HYDRATED_ATTR, WANT_EVENT, WANTED_ATTR } from './early-taps';

/** How far ahead of the viewport a deferred block starts loading its code. */
const LOAD_AHEAD = '75% 0px';
const selector = (id: string) => `[data-defer="${id}"]`;

/**
 * Resolves when the visitor reaches for the block before its code is here: a tap or focus
 * inside it, caught by the early-taps script (app/lib/early-taps.ts), which replays the tap.
 */
export function whenWanted(id: string): Promise<void> {
  const element = document.querySelector(selector(id));
  if (!element || element.hasAttribute(WANTED_ATTR)) return Promise.resolve();
  return new Promise((resolve) =>
    element.addEventListener(WANT_EVENT, () => resolve(), { once: true }),
  );
}

/**
 * Resolves once the block marked `data-defer={id}` comes near the viewport, or
 * at once when it is not in the document yet (a client-side navigation).
 */
export function whenNearViewport(id: string): Promise<void> {
  const element = document.querySelector(selector(id));
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

/** Options of {@link lazyOnVisible}. */
export interface LazyOnVisibleOptions {
  /**
   * Load when the block comes near the viewport (default). False for blocks that work as
   * plain HTML until the visitor reaches into them, such as a closed `<dialog>`.
   */
  loadWhenNear?: boolean;
}

const never = new Promise<void>(() => {});

/**
 * Marks the wrapper once its block has hydrated: effects inside a Suspense
 * boundary run only when the whole boundary has committed.
 */
function HydrationMark({ id }: { id: string }) {
  useEffect(() => {
    document.querySelector(selector(id))?.setAttribute(HYDRATED_ATTR, '');
  }, [id]);
  return null;
}

/**
 * Wraps a below-the-fold block so its code is not part of the page's first
 * load: it loads when the block scrolls near, or when the visitor taps or
 * focuses something in it, whichever comes first (never merely because the
 * browser is idle: a visit that stays at the top fetches only what it shows).
 * The pre-rendered HTML is complete and stays on screen (readable, links
 * usable, taps held and replayed by app/lib/early-taps.ts); React then hydrates
 * the block in place (selective hydration of a Suspense boundary) and marks
 * the wrapper `data-hydrated`. `id` must be unique on a page. Pass stable props (loader
 * data, constants) so a re-render of the page does not discard the static HTML.
 */
export function lazyOnVisible<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { loadWhenNear = true }: LazyOnVisibleOptions = {},
) {
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined')
      await Promise.race([loadWhenNear ? whenNearViewport(id) : never, whenWanted(id)]);
    return { default: await load() };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per block at module level, never during render
  function Deferred(props: P) {
    return (
      <div data-defer={id}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <HydrationMark id={id} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  // A dehydrated block that re-renders with new props before its code has arrived is
  // replaced by its empty fallback; memo keeps it in place when the page re-renders
  // with the same props (e.g. once hydrated).
  return memo(Deferred);
}
