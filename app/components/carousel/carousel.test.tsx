import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  return userEvent.setup();
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
  });

  it('has previous, next and a pause control that toggles to play', async () => {
    const user = renderCarousel();
    expect(
      screen.getByRole('button', { name: 'Previous slide: Our services' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide: Our services' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Our services' }));
    expect(screen.getByRole('button', { name: 'Play Our services' })).toBeInTheDocument();
  });

  it('announces slide changes only while autoplay is off', async () => {
    const user = renderCarousel();
    const track = document.querySelector('.carousel-track');
    expect(track).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause Our services' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });
});
