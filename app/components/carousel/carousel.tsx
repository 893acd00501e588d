import type { ReactNode } from 'react';
import { trackLiveMode } from '../../browser/carousel-engine';
import { CarouselControls } from './carousel-controls';
import type { CarouselLayout } from './carousel-layouts';

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  /** Accessible name, e.g. "Our services". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /**
   * Slides per view by breakpoint (SPEC 9), and how the carousel moves: the island reads
   * carouselSettings of this `data-layout` (app/browser/carousel-engine.ts).
   */
  layout?: CarouselLayout;
  /** Controls on a dark background. */
  isInverse?: boolean;
  className?: string;
}

/**
 * An accessible carousel (APG "carousel" pattern): named region, slides as
 * labelled groups, previous/next and a pause/play control. Every slide is in
 * the HTML; sizes come from CSS. It renders the state before any script (autoplay
 * off, every slide shown); app/islands/carousel.ts moves it in the browser.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  layout = 'single',
  isInverse,
  className = '',
}: CarouselProps<T>) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`carousel flex flex-col gap-6 ${className}`}
      data-layout={layout}
      data-island="carousel"
    >
      <div className="overflow-hidden">
        <div className="carousel-track" aria-live={trackLiveMode(false)}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role="group"; a fieldset is for form controls.
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              className="carousel-slide"
              data-in-view=""
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls label={label} isInverse={isInverse} className="self-end" />
    </section>
  );
}
