import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const items = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel() {
  render(
    <Carousel
      label="Our services"
      items={items}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      layout="services"
    />,
  );
}

describe('Carousel', () => {
  it('is a named carousel region whose slides are labelled groups, all in the HTML', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveAttribute('data-layout', 'services');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
    // Its controls; what they do is the island's (app/islands/carousel.test.tsx).
    expect(
      within(region).getByRole('button', { name: 'Previous slide: Our services' }),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Next slide: Our services' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Play Our services' })).toBeInTheDocument();
  });
});
