import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { autoplayLabel, trackLiveMode } from '../../browser/carousel-engine';
import { BlogSlider } from '../../sections/home/blog-slider';
import { HeroSlider } from '../../sections/home/hero-slider';
import { PortfolioCarousel } from '../../sections/home/portfolio-carousel';
import { ServicesCarousel } from '../../sections/home/services-carousel';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';

// Each carousel's markup names its kind (`data-layout`): the island takes how it moves from
// carouselSettings of that name (app/browser/carousel-engine.ts, tested there).

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

describe('the carousels in the HTML, as the island reads them', () => {
  for (const [layout, section] of Object.entries(sections)) {
    it(`${layout}: one carousel island whose data-layout says how it moves`, () => {
      const { container } = render(<MemoryRouter>{section()}</MemoryRouter>);
      const islands = container.querySelectorAll('[data-island="carousel"]');
      expect(islands).toHaveLength(1);
      expect(islands[0]).toHaveAttribute('data-layout', layout);
    });
  }

  it('is rendered as before any script: autoplay off, slide changes announced', () => {
    render(<MemoryRouter>{sections.services()}</MemoryRouter>);
    expect(
      screen.getByRole('button', { name: autoplayLabel('Our services', false) }),
    ).toHaveAttribute('data-autoplay', 'off');
    expect(document.querySelector('.carousel-track')).toHaveAttribute(
      'aria-live',
      trackLiveMode(false),
    );
  });
});
