// A carousel on a page without React (docs/decisions/047): the same APG carousel as
// app/components/carousel/carousel.tsx and the banner slider (app/sections/home/hero-slider.tsx),
// bound to their server markup. Previous, next and the thumbnails move it; autoplay runs unless
// the visitor prefers reduced motion or pressed pause, and holds while the pointer is over it or
// focus is in it; slide changes are announced only while autoplay is off; slides out of view
// are inert. Embla (app/browser/carousel-engine.ts) loads at the first
// movement: until then the server's first slides are what is on screen.
import type { EmblaCarouselType } from 'embla-carousel';
import {
  AUTOPLAY_STATE_ATTR,
  afterTimeInView,
  autoplayLabel,
  CAROUSEL_GOTO_ATTR,
  carouselSettings,
  createEmbla,
  IN_VIEW_ATTR,
  setAutoplay,
  trackLiveMode,
} from '../browser/carousel-engine';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function start(element: HTMLElement): void {
  const track = element.querySelector<HTMLElement>('.carousel-track');
  const viewport = track?.parentElement;
  if (!track || !viewport) return;
  const settings = carouselSettings(element.getAttribute('data-layout'));
  const label = element.getAttribute('aria-label') ?? '';
  const slides = Array.from(track.children) as HTMLElement[];
  const toggle = element.querySelector(`[${AUTOPLAY_STATE_ATTR}]`);
  const previous = toggle?.previousElementSibling;
  const next = toggle?.nextElementSibling;
  const thumbnails = Array.from(element.querySelectorAll(`[${CAROUSEL_GOTO_ATTR}]`));
  const reducedMotion = matchMedia(REDUCED_MOTION);

  // 'auto' follows the reduced-motion preference until the visitor presses the toggle.
  let choice: 'auto' | 'paused' | 'playing' = 'auto';
  let isHovered = false;
  let isFocused = false;
  let embla: EmblaCarouselType | null = null;
  let loading: Promise<EmblaCarouselType> | null = null;
  let cancelFirstStep: (() => void) | null = null;

  const wantsPlay = () => choice === 'playing' || (choice === 'auto' && !reducedMotion.matches);
  const shouldPlay = () => wantsPlay() && !isHovered && !isFocused;

  /** Marks what Embla shows: the selected slide when fading, else every slide in view. */
  function showSlides(carousel: EmblaCarouselType) {
    const selected = carousel.selectedScrollSnap();
    const shown = settings.fade ? [selected] : carousel.slidesInView();
    slides.forEach((slide, index) => {
      const isShown = shown.includes(index);
      slide.toggleAttribute('inert', !isShown);
      slide.toggleAttribute(IN_VIEW_ATTR, isShown);
    });
    thumbnails.forEach((thumbnail, index) => {
      if (index === selected) thumbnail.setAttribute('aria-current', 'true');
      else thumbnail.removeAttribute('aria-current');
    });
  }

  function load(): Promise<EmblaCarouselType> {
    loading ??= createEmbla(viewport as HTMLElement, settings).then((created) => {
      embla = created;
      cancelFirstStep?.();
      cancelFirstStep = null;
      created.on('select', showSlides).on('slidesInView', showSlides).on('reInit', showSlides);
      showSlides(created);
      update();
      return created;
    });
    return loading;
  }

  /** Runs `action` on Embla now, or once it has loaded. */
  function act(action: (carousel: EmblaCarouselType) => void) {
    if (embla) action(embla);
    else load().then(action, () => {});
  }

  /** Shows the toggle's and the track's state and plays or holds the slides. */
  function update() {
    const isOn = wantsPlay();
    toggle?.setAttribute('aria-label', autoplayLabel(label, isOn));
    toggle?.setAttribute(AUTOPLAY_STATE_ATTR, isOn ? 'on' : 'off');
    track?.setAttribute('aria-live', trackLiveMode(isOn));
    if (embla) return setAutoplay(embla, shouldPlay());
    // Before Embla: its code loads when the first slide has been on screen for a full delay.
    if (shouldPlay() && !cancelFirstStep && !loading) {
      cancelFirstStep = afterTimeInView(viewport as HTMLElement, settings.delay, () => {
        cancelFirstStep?.();
        cancelFirstStep = null;
        act((carousel) => carousel.scrollNext());
      });
    } else if (!shouldPlay() && cancelFirstStep) {
      cancelFirstStep();
      cancelFirstStep = null;
    }
  }

  element.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button || !element.contains(button)) return;
    if (button === previous) return act((carousel) => carousel.scrollPrev());
    if (button === next) return act((carousel) => carousel.scrollNext());
    if (button === toggle) {
      choice = wantsPlay() ? 'paused' : 'playing';
      return update();
    }
    const index = button.getAttribute(CAROUSEL_GOTO_ATTR);
    if (index !== null) act((carousel) => carousel.scrollTo(Number(index)));
  });
  // A swipe needs Embla: its code loads as the pointer goes down.
  element.addEventListener('pointerdown', () => load().catch(() => {}));
  element.addEventListener('pointerenter', () => {
    isHovered = true;
    update();
  });
  element.addEventListener('pointerleave', () => {
    isHovered = false;
    update();
  });
  element.addEventListener('focusin', () => {
    isFocused = true;
    update();
    load().catch(() => {});
  });
  element.addEventListener('focusout', (event) => {
    if (element.contains(event.relatedTarget as Node | null)) return;
    isFocused = false;
    update();
  });
  reducedMotion.addEventListener('change', update);
  // The boot may start this island because the visitor reached into it: pointer or focus.
  isHovered = element.matches(':hover');
  isFocused = element.contains(document.activeElement);
  if (isFocused) load().catch(() => {});
  update();
}
