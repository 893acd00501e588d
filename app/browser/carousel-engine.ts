// The carousels' rules without React (docs/decisions/047): Embla and its plugins as the site
// sets them up, the wait before the first autoplay step, and what the controls and the track
// say. The React hook (app/components/carousel/use-carousel.ts) and the island
// (app/islands/carousel.ts) both use this module, so the two behave alike.
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DURATION } from '../components/carousel/carousel-layouts';

/** How a carousel moves. */
export interface CarouselSettings {
  /** Autoplay delay in ms. */
  delay: number;
  /** Cross-fade instead of sliding (banner slider). */
  fade: boolean;
  align: 'start' | 'center' | 'end';
}

/** The content carousels' settings; the banner slider fades at its own pace. */
export const DEFAULT_CAROUSEL_SETTINGS: CarouselSettings = {
  delay: CAROUSEL_AUTOPLAY_MS,
  fade: false,
  align: 'start',
};

/** Names the kind of carousel control on its button: `data-carousel-control="next"`. */
export const CAROUSEL_CONTROL_ATTR = 'data-carousel-control';
/** The carousel controls. */
export type CarouselControl = 'previous' | 'next' | 'autoplay';
/** On a button that shows one slide (the banner's thumbnails): its index. */
export const CAROUSEL_GOTO_ATTR = 'data-carousel-goto';
/** On the toggle: `on` while autoplay is on (it still holds while hovered or focused). */
export const AUTOPLAY_STATE_ATTR = 'data-autoplay';
/** On a slide the carousel shows (all of them until it has measured itself). */
export const IN_VIEW_ATTR = 'data-in-view';

/** The settings written on the carousel's element, as the island reads them. */
export const CAROUSEL_SETTING_ATTRS = {
  delay: 'data-carousel-delay',
  fade: 'data-carousel-fade',
  align: 'data-carousel-align',
} as const;

/** The data attributes that carry `settings` in the server markup. */
export function carouselSettingAttrs(settings: CarouselSettings): Record<string, string> {
  const attrs: Record<string, string> = {
    [CAROUSEL_SETTING_ATTRS.delay]: String(settings.delay),
    [CAROUSEL_SETTING_ATTRS.align]: settings.align,
  };
  if (settings.fade) attrs[CAROUSEL_SETTING_ATTRS.fade] = '';
  return attrs;
}

/** Reads back what {@link carouselSettingAttrs} wrote; the defaults where nothing is. */
export function readCarouselSettings(element: Element): CarouselSettings {
  const delay = Number(element.getAttribute(CAROUSEL_SETTING_ATTRS.delay));
  const align = element.getAttribute(CAROUSEL_SETTING_ATTRS.align);
  return {
    delay: delay > 0 ? delay : DEFAULT_CAROUSEL_SETTINGS.delay,
    fade: element.hasAttribute(CAROUSEL_SETTING_ATTRS.fade),
    align: align === 'center' || align === 'end' ? align : DEFAULT_CAROUSEL_SETTINGS.align,
  };
}

/** The pause/play toggle's accessible name. */
export const autoplayLabel = (label: string, isAutoplayOn: boolean) =>
  `${isAutoplayOn ? 'Pause' : 'Play'} ${label}`;

/** The track's live region: slide changes are announced only while autoplay is off. */
export const trackLiveMode = (isAutoplayOn: boolean) => (isAutoplayOn ? 'off' : 'polite');

/** A slide's name in the APG pattern: "2 of 5". */
export const slideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

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
      stopOnMouseEnter: false,
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
  if (typeof IntersectionObserver === 'undefined') {
    timer = setTimeout(done, ms);
    return () => clearTimeout(timer);
  }
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
