// A number that counts up when it scrolls into view, on a page without React (decision 047):
// the island of app/components/animated-number.tsx, bound to its server markup. The final
// number is in the HTML (and stays in the screen reader's text); the visible digits count up
// from 0 only if the number was off screen at first paint (a jump may have put it on screen
// since), and never under reduced motion. The counting is the component's own (app/browser/reveal-motion.ts).
import {
  countUp,
  prefersReducedMotion,
  wasOffScreenAtFirstPaint,
  whenInView,
} from '../browser/reveal-motion';

/** The component's default animation length, for markup without `data-duration-ms`. */
const DEFAULT_DURATION_MS = 1600;

export function start(element: HTMLElement): void {
  const value = Number(element.dataset.value);
  const digits = element.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!digits || !Number.isFinite(value)) return;
  if (prefersReducedMotion() || !wasOffScreenAtFirstPaint(element)) return;
  const suffix = element.dataset.suffix ?? '';
  const durationMs = Number(element.dataset.durationMs) || DEFAULT_DURATION_MS;
  const show = (shown: number) => {
    digits.textContent = `${shown}${suffix}`;
  };
  show(0);
  whenInView(element, () => countUp(value, durationMs, show));
}
