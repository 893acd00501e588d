// A skill bar that grows to its value when it scrolls into view, on a page without React
// (decision 047): the island of app/components/skill-bar.tsx, bound to its server markup. The
// text carries the value and the bar is full in the HTML; it is emptied and grown only if it is
// still below the fold when this starts, and never under reduced motion.
import {
  FILL_GROWING_CLASSES,
  FILL_WAITING_CLASS,
  isBelowFold,
  prefersReducedMotion,
  whenInView,
} from '../browser/reveal-motion';

export function start(element: HTMLElement): void {
  const fill = element.querySelector('[data-fill]');
  if (!fill || prefersReducedMotion() || !isBelowFold(element)) return;
  fill.classList.add(FILL_WAITING_CLASS);
  whenInView(element, () => {
    // Two frames, so the empty bar is painted before the transition starts.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        fill.classList.add(...FILL_GROWING_CLASSES);
        fill.classList.remove(FILL_WAITING_CLASS);
      }),
    );
  });
}
