import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autoplayLabel,
  type CarouselSettings,
  carouselSettings,
  trackLiveMode,
} from '../../browser/carousel-engine';
import { BlogSlider } from '../../sections/home/blog-slider';
import { HeroSlider } from '../../sections/home/hero-slider';
import { PortfolioCarousel } from '../../sections/home/portfolio-carousel';
import { ServicesCarousel } from '../../sections/home/services-carousel';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';
import { CAROUSEL_AUTOPLAY_MS } from './carousel-layouts';

// The React carousels spell out their options and words themselves (app/browser/carousel-engine.ts
// says why); the islands take them from the engine. These tests hold the two to one rule.

/** What each rendered carousel asked its hook for, with the hook's defaults filled in. */
const asked: CarouselSettings[] = [];
vi.mock('./use-carousel', () => ({
  useCarousel: (options: Partial<CarouselSettings> = {}) => {
    asked.push({ delay: CAROUSEL_AUTOPLAY_MS, fade: false, align: 'start', ...options });
    return {
      viewportRef: () => {},
      api: null,
      selected: 0,
      inView: null,
      isAutoplayOn: true,
      toggleAutoplay: () => {},
      previous: () => {},
      next: () => {},
      goTo: () => {},
      holdHandlers: {},
    };
  },
}));

beforeEach(() => {
  asked.length = 0;
});

const image = { src: '/a.svg', alt: 'A', width: 16, height: 10 };
const sections = {
  testimonials: () => (
    <TestimonialsCarousel
      items={[{ id: 't', text: 'Good', name: 'Ann', position: 'Owner', avatar: image }]}
    />
  ),
  banner: () => (
    <HeroSlider slides={[{ title: 'One', text: 'T', image }]} discoverTo="/a" eyebrow="E" />
  ),
  services: () => (
    <ServicesCarousel
      services={[{ slug: 's', title: 'S', excerpt: 'E', icon: 'layers', image } as never]}
      getPath={(slug) => `/services/${slug}`}
    />
  ),
  portfolio: () => (
    <PortfolioCarousel projects={[{ slug: 'p', title: 'P', category: 'C', image } as never]} />
  ),
  posts: () => (
    <BlogSlider
      posts={[{ slug: 'b', title: 'B', date: '2026-01-01', excerpt: 'E', image } as never]}
      author="Admin"
    />
  ),
};

describe('the React carousels follow the engine that the islands use', () => {
  for (const [layout, section] of Object.entries(sections)) {
    it(`${layout}: its options are carouselSettings of its data-layout`, () => {
      const { container } = render(<MemoryRouter>{section()}</MemoryRouter>);
      const element = container.querySelector('[data-island="carousel"]');
      expect(element).toHaveAttribute('data-layout', layout);
      expect(asked).toEqual([carouselSettings(layout)]);
    });
  }

  it('names the toggle and sets the live region as the engine says', () => {
    render(<MemoryRouter>{sections.services()}</MemoryRouter>);
    expect(
      screen.getByRole('button', { name: autoplayLabel('Our services', true) }),
    ).toHaveAttribute('data-autoplay', 'on');
    expect(document.querySelector('.carousel-track')).toHaveAttribute(
      'aria-live',
      trackLiveMode(true),
    );
  });
});
