// The carousels' rules without React (docs/decisions/047): how each kind of carousel moves,
// Embla and its plugins as the site sets them up, the wait before the first autoplay step, and
// what the controls and the track say. The island (app/islands/carousel.ts) runs it; the
// server markup (app/components/carousel/) takes its words from here.
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_DURATION,
  HERO_AUTOPLAY_MS,
} from '../components/carousel/carousel-layouts';

/** How a carousel moves. */
export interface CarouselSettings {
  /** Autoplay delay in ms. */
  delay: number;
  /** Cross-fade instead of sliding (banner slider). */
  fade: boolean;
  align: 'start' | 'center' | 'end';
}

/**
 * How each kind of carousel moves, from its layout (the server markup's `data-layout`): the
 * banner cross-fades at its own pace, the testimonials centre the current slide.
 */
export function carouselSettings(layout: string | null): CarouselSettings {
  const isBanner = layout === 'banner';
  return {
    delay: isBanner ? HERO_AUTOPLAY_MS : CAROUSEL_AUTOPLAY_MS,
    fade: isBanner,
    align: layout === 'testimonials' ? 'center' : 'start',
  };
}

/** On the pause/play toggle, `on` or `off`: previous and next are its siblings. */
export const AUTOPLAY_STATE_ATTR = 'data-autoplay';
/** On a button that shows one slide (the banner's thumbnails): its index. */
export const CAROUSEL_GOTO_ATTR = 'data-carousel-goto';
/** On a slide the carousel shows (all of them until it has measured itself). */
export const IN_VIEW_ATTR = 'data-in-view';

/** The pause/play toggle's accessible name. */
export const autoplayLabel = (label: string, isAutoplayOn: boolean) =>
  `${isAutoplayOn ? 'Pause' : 'Play'} ${label}`;

/** The track's live region: slide changes are announced only while autoplay is off. */
export const trackLiveMode = (isAutoplayOn: boolean): 'off' | 'polite' =>
  isAutoplayOn ? 'off' : 'polite';

/**
 * Embla and its plugins, loaded on first use: the first slides are already in the HTML, so
 * nothing waits for this code until the carousel first moves.
 */
export async function createEmbla(
  node: HTMLElement,
  settings: CarouselSettings,
): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, { default: Autoplay }, fade] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
    settings.fade ? import('embla-carousel-fade') : null,
  ]);
  const plugins: EmblaPluginType[] = [
    // Played and stopped by the site's own rules (hover, focus, reduced motion, the toggle).
    Autoplay({
      delay: settings.delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
    }),
  ];
  if (fade) plugins.push(fade.default());
  return EmblaCarousel(
    node,
    { loop: true, align: settings.align, duration: CAROUSEL_DURATION },
    plugins,
  );
}

/** Plays or stops Embla's autoplay plugin. */
export function setAutoplay(embla: EmblaCarouselType, shouldPlay: boolean): void {
  const autoplay = embla.plugins().autoplay;
  if (!autoplay) return;
  if (shouldPlay) autoplay.play();
  else autoplay.stop();
}

/** Calls `done` once `element` has been on screen for `ms` in a row; returns a cleanup. */
export function afterTimeInView(element: Element, ms: number, done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(([entry]) => {
    clearTimeout(timer);
    if (entry?.isIntersecting) timer = setTimeout(done, ms);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
