// When a number or a bar that animates into view should move, for the islands of the counters
// and skill bars (app/islands/counter.ts, skill-bar.ts; their markup is
// app/components/animated-number.tsx, skill-bar.tsx). No React here (decision 047).

/** Part of the viewport's bottom that does not count as "seen" yet. */
export const IN_VIEW_MARGIN = '0px 0px -10% 0px';

/** Whether the visitor asked for reduced motion (then nothing animates). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the element is still below the fold: only then may it animate when reached. */
export const isBelowFold = (element: Element): boolean =>
  element.getBoundingClientRect().top > window.innerHeight;

/** Whether the page opened at its top: a plain visit without an anchor (a reload or Back restores the scroll). */
function openedAtTop(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
  return type === 'navigate' && location.hash.length <= 1;
}

/**
 * Whether the element was off screen when the page was first painted, for code that starts
 * after it (an island): it is below the fold now, or the page
 * opened at its top and the element is below the first screen, so a jump (End, a fling) put
 * it on screen before this code arrived.
 */
export function wasOffScreenAtFirstPaint(element: Element): boolean {
  if (isBelowFold(element)) return true;
  return openedAtTop() && element.getBoundingClientRect().top + window.scrollY > window.innerHeight;
}

/** Calls `onSeen` once, when the element has scrolled into view. Returns a cleanup. */
export function whenInView(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onSeen();
    },
    { rootMargin: IN_VIEW_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to `value` over `durationMs`, easing out, calling `show` with each frame's
 * whole number (the last call is `value`). Returns a cleanup that stops it.
 */
export function countUp(value: number, durationMs: number, show: (shown: number) => void) {
  let frame = 0;
  const start = performance.now();
  const tick = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
    show(Math.round(easeOut(progress) * value));
    if (progress < 1) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** A skill bar's fill waiting below the fold, drawn empty. */
export const FILL_WAITING_CLASS = 'scale-x-0';
/** A skill bar's fill growing to its value once seen. */
export const FILL_GROWING_CLASSES = [
  'motion-safe:transition-transform',
  'motion-safe:duration-1000',
  'ease-out',
];
