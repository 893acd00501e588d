/**
 * Slides per view at each breakpoint, per carousel kind (SPEC 9). The numbers
 * live in carousel.css as `--per-view` steps keyed by these names. `banner` is the home
 * banner slider: one slide, cross-fading (app/browser/carousel-engine.ts has how each moves).
 */
export type CarouselLayout =
  | 'single'
  | 'banner'
  | 'services'
  | 'portfolio'
  | 'testimonials'
  | 'posts';

/** Documented for tests and readers; carousel.css is what applies them. */
export const slidesPerView: Record<CarouselLayout, Record<number, number>> = {
  single: { 0: 1 },
  banner: { 0: 1 },
  services: { 0: 1, 768: 2, 1025: 4, 1600: 4 },
  portfolio: { 0: 1, 768: 2, 1025: 3, 1600: 2.7 },
  testimonials: { 0: 1, 768: 1.4, 1025: 2.4, 1600: 2.5 },
  posts: { 0: 1, 768: 2, 1200: 3 },
};

/** Autoplay delay of the content carousels, in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
/** Autoplay delay of the banner slider, in milliseconds. */
export const HERO_AUTOPLAY_MS = 4500;
/** Space between slides, in pixels. */
export const CAROUSEL_GAP_PX = 25;
/**
 * Embla's `duration` is a physics setting, not milliseconds; 38 gives a slide
 * change of about one second, the spec's speed of 1000 ms.
 */
export const CAROUSEL_DURATION = 38;
