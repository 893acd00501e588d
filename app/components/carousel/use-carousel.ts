import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DURATION } from './carousel-layouts';

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions {
  /** Autoplay delay in ms. */
  delay?: number;
  /** Cross-fade instead of sliding (banner slider). */
  fade?: boolean;
  align?: EmblaOptionsType['align'];
}

/**
 * Embla and its plugins load when the carousel comes near the viewport, not
 * with the page: the slides are already in the HTML, only movement waits.
 */
async function createEmbla(node: HTMLElement, options: Required<UseCarouselOptions>) {
  const [{ default: EmblaCarousel }, { default: Autoplay }, fade] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
    options.fade ? import('embla-carousel-fade') : null,
  ]);
  const plugins: EmblaPluginType[] = [
    Autoplay({
      delay: options.delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ];
  if (fade) plugins.push(fade.default());
  return EmblaCarousel(
    node,
    { loop: true, align: options.align, duration: CAROUSEL_DURATION },
    plugins,
  );
}

/**
 * Embla with the site's rules: loops, autoplays unless the visitor prefers
 * reduced motion or pressed pause, pauses while hovered or focused, and keeps
 * slides that are out of view out of the tab order.
 */
export function useCarousel({
  delay = CAROUSEL_AUTOPLAY_MS,
  fade = false,
  align = 'start',
}: UseCarouselOptions = {}) {
  const prefersReducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  // 'auto' follows the reduced-motion preference until the visitor presses the control.
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [isHeld, setIsHeld] = useState(false);
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | null = null;
    let isCancelled = false;
    const start = () => {
      createEmbla(viewport, { delay, fade, align }).then((created) => {
        if (isCancelled) {
          created.destroy();
          return;
        }
        embla = created;
        setApi(created);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        isCancelled = true;
        embla?.destroy();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(viewport);
    return () => {
      isCancelled = true;
      observer.disconnect();
      embla?.destroy();
      setApi(null);
    };
  }, [viewport, delay, fade, align]);

  const wantsPlay = choice === 'playing' || (choice === 'auto' && !prefersReducedMotion);
  const shouldPlay = wantsPlay && !isHeld;
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [api, shouldPlay]);

  useEffect(() => {
    if (!api) return;
    const sync = (embla: EmblaCarouselType) => {
      setSelected(embla.selectedScrollSnap());
      setInView(embla.slidesInView());
    };
    sync(api);
    api.on('select', sync).on('slidesInView', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('slidesInView', sync).off('reInit', sync);
    };
  }, [api]);

  const holdHandlers = {
    onPointerEnter: () => setIsHeld(true),
    onPointerLeave: () => setIsHeld(false),
    onFocus: () => setIsHeld(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
    },
  };

  return {
    /** Callback ref for the element that clips the track. */
    viewportRef: setViewport,
    api,
    selected,
    /** Indexes of visible slides; null until the carousel has measured itself. */
    inView,
    /** Whether autoplay is on (it still holds while hovered or focused). */
    isAutoplayOn: wantsPlay,
    toggleAutoplay: useCallback(() => setChoice(wantsPlay ? 'paused' : 'playing'), [wantsPlay]),
    previous: useCallback(() => api?.scrollPrev(), [api]),
    next: useCallback(() => api?.scrollNext(), [api]),
    goTo: useCallback((index: number) => api?.scrollTo(index), [api]),
    holdHandlers,
  };
}
