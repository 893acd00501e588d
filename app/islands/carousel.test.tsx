import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../components/carousel/carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../components/carousel/carousel-layouts';
import { HeroSlider } from '../sections/home/hero-slider';
import { start } from './carousel';

// Embla measures with offsetWidth/offsetLeft (0 in jsdom): each slide fills the viewport.
const WIDTH = 300;
const measured = (node: HTMLElement) =>
  node.classList.contains('carousel-slide') || node.classList.contains('overflow-hidden');
const slideIndex = (node: HTMLElement) =>
  Array.from(node.parentElement?.children ?? []).indexOf(node);

/** Stands in for the browser's IntersectionObserver: the test says which targets are seen. */
class TestObserver {
  static all: TestObserver[] = [];
  targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed target, intersecting when `seen` says so. */
  static report(seen: (target: Element) => boolean) {
    for (const observer of TestObserver.all) {
      if (!observer.targets.length) continue;
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            isIntersecting: seen(target),
            intersectionRatio: seen(target) ? 1 : 0,
          }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

let reducedMotion = false;

beforeEach(() => {
  TestObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return measured(this) ? WIDTH : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('carousel-slide') ? slideIndex(this) * WIDTH : 0;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reducedMotion = false;
  document.body.innerHTML = '';
});

/** Puts the server's HTML in the page and starts the island on it, as the boot does. */
function serve(html: string): HTMLElement {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>('[data-island="carousel"]');
  if (!element) throw new Error('no carousel island in the markup');
  start(element);
  return element;
}

const services = () =>
  serve(
    renderToString(
      <Carousel
        label="Our services"
        items={['Alpha', 'Beta', 'Gamma']}
        getKey={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
        layout="services"
      />,
    ),
  );

const heroSlides = ['Delivering Quality', 'Building with Integrity', 'Shaping Spaces'].map(
  (title, i) => ({
    title,
    text: `Text ${i}`,
    image: { src: `/slide-${i}.svg`, alt: `Slide ${i}`, width: 1600, height: 1000 },
  }),
);
const hero = () =>
  serve(
    renderToString(
      <MemoryRouter>
        <HeroSlider slides={heroSlides} discoverTo="/about-us" eyebrow="Corbel" />
      </MemoryRouter>,
    ),
  );

const slides = (element: HTMLElement) =>
  Array.from(element.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
const track = (element: HTMLElement) => element.querySelector('.carousel-track');

describe('carousel island', () => {
  it('binds to the server markup: a named carousel of labelled slides, autoplay on, not announced', () => {
    const element = services();
    expect(element).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides(element).map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    // The server assumes reduced motion ("Play"); the island shows the visitor's preference.
    const pause = screen.getByRole('button', { name: 'Pause Our services' });
    expect(pause).toHaveAttribute('data-autoplay', 'on');
    expect(track(element)).toHaveAttribute('aria-live', 'off');
  });

  it('leaves autoplay off and announces slides when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    const element = services();
    expect(screen.getByRole('button', { name: 'Play Our services' })).toHaveAttribute(
      'data-autoplay',
      'off',
    );
    expect(track(element)).toHaveAttribute('aria-live', 'polite');
  });

  it('pause toggles to play and back, and slide changes are announced only while paused', () => {
    const element = services();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Our services' }));
    const play = screen.getByRole('button', { name: 'Play Our services' });
    expect(play).toHaveAttribute('data-autoplay', 'off');
    expect(track(element)).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause Our services' })).toBeInTheDocument();
    expect(track(element)).toHaveAttribute('aria-live', 'off');
  });

  it('next loads Embla, moves on, and keeps the slides out of view inert', async () => {
    const element = services();
    // Every slide is shown (and reachable) until the carousel has measured itself.
    expect(slides(element).every((slide) => slide.hasAttribute('data-in-view'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide: Our services' }));
    // Embla has loaded and moved on once it watches the slides; the browser then reports the second.
    await waitFor(() =>
      expect(TestObserver.all.some((o) => o.targets.includes(slides(element)[1] as Element))).toBe(
        true,
      ),
    );
    TestObserver.report((target) => target === slides(element)[1]);
    await waitFor(() => expect(slides(element)[1]).toHaveAttribute('data-in-view'));
    expect(slides(element)[1]).not.toHaveAttribute('inert');
    expect(slides(element)[0]).toHaveAttribute('inert');
    expect(slides(element)[0]).not.toHaveAttribute('data-in-view');
    expect(slides(element)[2]).toHaveAttribute('inert');
  });

  it('takes its first autoplay step after a delay in view, never while the pointer is over it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const element = services();
    const viewport = track(element)?.parentElement;
    /** Whether Embla has loaded (it watches the slides): its import is left to settle first. */
    const emblaWatches = async () => {
      await vi.dynamicImportSettled();
      await new Promise((resolve) => queueMicrotask(() => resolve(null)));
      return TestObserver.all.some((o) => o.targets.includes(slides(element)[0] as Element));
    };
    fireEvent.pointerEnter(element);
    TestObserver.report((target) => target === viewport);
    vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS);
    expect(await emblaWatches()).toBe(false);

    fireEvent.pointerLeave(element);
    TestObserver.report((target) => target === viewport);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(await emblaWatches()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await emblaWatches()).toBe(true);
  });
});

describe('carousel island on the banner slider', () => {
  const thumbnail = (n: number) =>
    screen.getByRole('button', { name: new RegExp(`^Show slide ${n}`) });

  it('fades: the thumbnails and next show one slide at a time, the others inert', async () => {
    const element = hero();
    expect(element).toHaveAttribute('data-layout', 'banner');
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    expect(slides(element)[1]).toHaveAttribute('inert');

    fireEvent.click(thumbnail(3));
    await waitFor(() => expect(thumbnail(3)).toHaveAttribute('aria-current', 'true'));
    expect(thumbnail(1)).not.toHaveAttribute('aria-current');
    expect(slides(element)[2]).not.toHaveAttribute('inert');
    expect(slides(element)[0]).toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide: Featured highlights' }));
    await waitFor(() => expect(thumbnail(1)).toHaveAttribute('aria-current', 'true'));
    expect(slides(element)[0]).not.toHaveAttribute('inert');
    expect(slides(element)[2]).toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide: Featured highlights' }));
    await waitFor(() => expect(thumbnail(3)).toHaveAttribute('aria-current', 'true'));
  });

  it('the pause toggle shows the icon its state asks for', () => {
    hero();
    const toggle = screen.getByRole('button', { name: 'Pause Featured highlights' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Play Featured highlights');
    expect(toggle).toHaveAttribute('data-autoplay', 'off');
    // Both icons are in the markup; CSS shows the one for data-autoplay.
    expect(toggle.querySelectorAll('svg')).toHaveLength(2);
  });
});
