import type { ReactNode } from 'react';
import { CarouselControls } from './carousel-controls';
import type { CarouselLayout } from './carousel-layouts';
import { type UseCarouselOptions, useCarousel } from './use-carousel';

/** Props of {@link Carousel}. */
export interface CarouselProps<T> extends UseCarouselOptions {
  /** Accessible name, e.g. "Our services". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Slides per view by breakpoint (SPEC 9); the options are carouselSettings(layout). */
  layout?: CarouselLayout;
  /** Controls on a dark background. */
  isInverse?: boolean;
  className?: string;
}

/**
 * An accessible carousel (APG "carousel" pattern): named region, slides as
 * labelled groups, previous/next and a pause/play control. Every slide is in
 * the pre-rendered HTML; sizes come from CSS, so nothing shifts on hydration.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  layout = 'single',
  isInverse,
  className = '',
  ...options
}: CarouselProps<T>) {
  const carousel = useCarousel(options);
  // On a page with islands, app/islands/carousel.ts binds to this markup instead of the hook.
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`carousel flex flex-col gap-6 ${className}`}
      data-layout={layout}
      data-island="carousel"
      {...carousel.holdHandlers}
    >
      <div className="overflow-hidden" ref={carousel.viewportRef}>
        <div className="carousel-track" aria-live={carousel.isAutoplayOn ? 'off' : 'polite'}>
          {items.map((item, index) => {
            const isHidden = carousel.inView !== null && !carousel.inView.includes(index);
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role="group"; a fieldset is for form controls.
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                className="carousel-slide"
                inert={isHidden}
                data-in-view={isHidden ? undefined : ''}
              >
                {renderSlide(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        label={label}
        isAutoplayOn={carousel.isAutoplayOn}
        onToggleAutoplay={carousel.toggleAutoplay}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        isInverse={isInverse}
        className="self-end"
      />
    </section>
  );
}
