import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';
import { HYDRATED_ATTR, WANT_EVENT, WANTED_ATTR } from './early-taps';

/** How far ahead of the viewport a deferred block starts loading its code. */
const LOAD_AHEAD = '75% 0px';

/**
 * Calls `start` when the visitor reaches for the block before its code is here (a tap or
 * focus inside it, caught by the early-taps script in app/browser/early-taps.ts, which replays the
 * tap) or, with `whenNear`, when it comes within LOAD_AHEAD of the viewport. Returns a cleanup.
 */
export function watchBlock(
  element: Element,
  whenNear: boolean,
  start: () => void,
  onHover = false,
): () => void {
  if (element.hasAttribute(WANTED_ATTR) || (onHover && element.matches(':hover'))) {
    start();
    return () => {};
  }
  element.addEventListener(WANT_EVENT, start, { once: true });
  // Watched on the document: React stops events aimed at a block it has not hydrated yet
  // before they reach the block (it replays them once the block has hydrated).
  const handleOver = (event: Event) => {
    if (element.contains(event.target as Node)) start();
  };
  if (onHover) document.addEventListener('pointerover', handleOver, true);
  let observer: IntersectionObserver | undefined;
  if (whenNear && typeof IntersectionObserver === 'undefined') start();
  else if (whenNear) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
  }
  return () => {
    element.removeEventListener(WANT_EVENT, start);
    document.removeEventListener('pointerover', handleOver, true);
    observer?.disconnect();
  };
}

/** Options of {@link lazyOnVisible}. */
export interface LazyOnVisibleOptions {
  /**
   * Load when the block comes near the viewport (default). False for blocks that work as
   * plain HTML until the visitor reaches into them, such as a closed `<dialog>`.
   */
  loadWhenNear?: boolean;
  /** Also load when a pointer moves over the block (for blocks that open on hover). */
  loadOnHover?: boolean;
}

/**
 * The fallback of a deferred block. React shows it only when it gives up the block's server
 * HTML (a client-side navigation changes the router's context above a block whose code has
 * not arrived): the block then has nothing on screen to reach for, so its code loads at once.
 */
function LoadNow({ start }: { start: () => void }) {
  useEffect(() => start(), [start]);
  return null;
}

/**
 * Marks the wrapper once its block has hydrated: effects inside a Suspense
 * boundary run only when the whole boundary has committed.
 */
function HydrationMark({ id }: { id: string }) {
  useEffect(() => {
    document.querySelector(`[data-defer="${id}"]`)?.setAttribute(HYDRATED_ATTR, '');
  }, [id]);
  return null;
}

/**
 * Wraps a below-the-fold block so its code is not part of the page's first
 * load: it loads when the block scrolls near, or when the visitor taps or
 * focuses something in it, whichever comes first (never merely because the
 * browser is idle: a visit that stays at the top fetches only what it shows).
 * The pre-rendered HTML is complete and stays on screen (readable, links
 * usable, taps held and replayed by app/browser/early-taps.ts); React then hydrates
 * the block in place (selective hydration of a Suspense boundary) and marks
 * the wrapper `data-hydrated`. `id` must be unique on a page. Pass stable props (loader
 * data, constants) so a re-render of the page does not discard the static HTML.
 */
export function lazyOnVisible<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { loadWhenNear = true, loadOnHover = false }: LazyOnVisibleOptions = {},
) {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined') await started;
    return { default: await load() };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per block at module level, never during render
  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The wrapper is outside the Suspense boundary, so this runs as soon as it is in the page,
    // and again for a new wrapper (the same block on another screen): the trigger always
    // watches the element on screen. After the first hydration (a client-side navigation)
    // the block loads at once, as the rest of the new page does.
    useEffect(() => {
      const element = ref.current;
      if (!element || document.documentElement.hasAttribute(HYDRATED_ATTR)) return start();
      return watchBlock(element, loadWhenNear, start, loadOnHover);
    }, []);
    return (
      <div ref={ref} data-defer={id}>
        <Suspense fallback={<LoadNow start={start} />}>
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
