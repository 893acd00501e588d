import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../browser/use-reduced-motion';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DURATION } from './carousel-layouts';

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions {
  /** Autoplay delay in ms. */
  delay?: number;
  /** Cross-fade instead of sliding (banner slider). */
  fade?: boolean;
  align?: EmblaOptionsType['align'];
}

/** Embla and its plugins, loaded on first use (see {@link useCarousel}). */
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
 * Calls `done` once `element` has been on screen for `ms` in total; returns a cleanup.
 */
function afterTimeInView(element: Element, ms: number, done: () => void): () => void {
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

  const wantsPlay = choice === 'playing' || (choice === 'auto' && !prefersReducedMotion);
  const shouldPlay = wantsPlay && !isHeld;
  // Embla is needed at the first movement, not before: the first slides are already in the
  // HTML. It loads when the visitor presses a control or starts a swipe, or when autoplay is
  // about to turn the first slide; an action asked for meanwhile runs once it is ready.
  const [isWanted, setIsWanted] = useState(false);
  const queued = useRef<((embla: EmblaCarouselType) => void) | null>(null);
  const act = useCallback(
    (action: (embla: EmblaCarouselType) => void) => {
      if (api) return action(api);
      queued.current = action;
      setIsWanted(true);
    },
    [api],
  );

  useEffect(() => {
    if (!viewport || isWanted || !shouldPlay) return;
    return afterTimeInView(viewport, delay, () => act((embla) => embla.scrollNext()));
  }, [viewport, isWanted, shouldPlay, delay, act]);

  useEffect(() => {
    if (!viewport || !isWanted) return;
    let embla: EmblaCarouselType | null = null;
    let isCancelled = false;
    createEmbla(viewport, { delay, fade, align }).then((created) => {
      if (isCancelled) return created.destroy();
      embla = created;
      queued.current?.(created);
      queued.current = null;
      setApi(created);
    });
    return () => {
      isCancelled = true;
      embla?.destroy();
      setApi(null);
    };
  }, [viewport, isWanted, delay, fade, align]);

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
    onPointerDown: () => setIsWanted(true),
    onPointerEnter: () => setIsHeld(true),
    onPointerLeave: () => setIsHeld(false),
    onFocus: () => {
      setIsHeld(true);
      setIsWanted(true);
    },
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
    previous: useCallback(() => act((embla) => embla.scrollPrev()), [act]),
    next: useCallback(() => act((embla) => embla.scrollNext()), [act]),
    goTo: useCallback((index: number) => act((embla) => embla.scrollTo(index)), [act]),
    holdHandlers,
  };
}
