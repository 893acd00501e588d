// How far down the page the visitor is, for the Scroll to top button (app/islands/scroll-top.ts).

import { SCROLL_TOP_THRESHOLD } from './scroll-threshold';

export { SCROLL_TOP_THRESHOLD };

export const RING_RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** The ring's full length: its dash array. */
export const RING_LENGTH = CIRCUMFERENCE;

/** The ring's dash offset for a share of the page scrolled. */
export const ringOffset = (progress: number) => CIRCUMFERENCE * (1 - progress);

/** Share of the page scrolled, or null while within the threshold. */
export function readProgress(): number | null {
  const y = window.scrollY;
  if (y <= SCROLL_TOP_THRESHOLD) return null;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(1, Math.round((y / max) * 200) / 200) : 1;
}

/** Back to the top; keyboard users continue from the top of the content, like the skip link. */
export function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}
