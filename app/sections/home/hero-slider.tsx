import { ArrowRight } from 'lucide-react';
import { trackLiveMode } from '../../browser/carousel-engine';
import { ButtonLink } from '../../components/button-link';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { Picture } from '../../components/picture';
import type { Image } from '../../content/types';
import { HeroThumbnails } from './hero-thumbnails';

/** One banner slide. */
export interface HeroSlide {
  title: string;
  text: string;
  image: Image;
}

/** Props of {@link HeroSlider}. */
export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** Where each slide's Discover More link goes. */
  discoverTo: string;
  /**
   * Small label above each slide title. It is also the page's h1, visually hidden and said once
   * before the slides, so the slide titles can all be headings while the page keeps one h1.
   */
  eyebrow: string;
  label?: string;
}

/**
 * The banner slider: slides cross-fade every 4.5 s, with thumbnails to jump to
 * a slide. The eyebrow is the page's h1 (said once); every slide title is an h2.
 */
export function HeroSlider({
  slides,
  discoverTo,
  eyebrow,
  label = 'Featured highlights',
}: HeroSliderProps) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="carousel relative bg-inverse-bg text-inverse-fg"
      data-layout="banner"
      data-section="hero-slider"
      // app/islands/carousel.ts moves it in the browser; this is the state before any script.
      data-island="carousel"
    >
      <h1 className="sr-only">{eyebrow}</h1>
      <div className="overflow-hidden">
        <div className="carousel-track" aria-live={trackLiveMode(false)}>
          {slides.map((slide, index) => {
            // The first slide shows; the others wait, out of the tab order, for the island.
            const isHidden = index !== 0;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slide pattern, a fieldset is for form controls
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className="carousel-slide"
                inert={isHidden}
              >
                <div className="container-site grid items-center gap-8 pt-12 pb-40 md:pt-16 lg:grid-cols-[1fr_1.1fr] lg:gap-14 lg:pt-20 lg:pb-36">
                  <div className="flex flex-col items-start gap-6">
                    {/* The h1 above says it once; repeating it on every slide is noise. */}
                    <p
                      aria-hidden="true"
                      className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-inverse-accent"
                    >
                      <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
                      {eyebrow}
                    </p>
                    <h2 className="text-display font-bold">{slide.title}</h2>
                    <p className="max-w-xl text-lg text-inverse-muted">{slide.text}</p>
                    <ButtonLink to={discoverTo}>
                      Discover More
                      <span className="sr-only">: {slide.title}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </ButtonLink>
                  </div>
                  {/* Art first below lg: a web font swapping in the text then cannot move it. */}
                  <div className="order-first overflow-hidden rounded-lg shadow-pop ring-1 ring-inverse-surface lg:order-none">
                    <Picture
                      image={slide.image}
                      priority={index === 0}
                      sizes="(min-width: 1024px) 52vw, 100vw"
                      className="aspect-[8/5] h-auto w-full object-cover"
                    />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="container-site absolute inset-x-0 bottom-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between lg:bottom-10">
        <HeroThumbnails slides={slides} />
        <CarouselControls label={label} isInverse className="shrink-0" />
      </div>
    </section>
  );
}
