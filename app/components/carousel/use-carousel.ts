import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterTimeInView,
  type CarouselSettings,
  createEmbla,
  setAutoplay,
} from '../../browser/carousel-engine';
import { useReducedMotion } from '../../browser/use-reduced-motion';
import { CAROUSEL_AUTOPLAY_MS } from './carousel-layouts';

/** Options of {@link useCarousel}: as carouselSettings gives them for the carousel's layout. */
export type UseCarouselOptions = Partial<CarouselSettings>;

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
    if (api) setAutoplay(api, shouldPlay);
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
