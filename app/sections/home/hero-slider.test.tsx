import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeroSlider } from './hero-slider';

const slides = [
  'Delivering Quality Projects',
  'Building with Integrity',
  'Shaping Modern Spaces',
].map((title, i) => ({
  title,
  text: `Text ${i}`,
  image: { src: `/slide-${i}.svg`, alt: `Slide ${i}`, width: 1600, height: 1000 },
}));

function Page() {
  return <HeroSlider slides={slides} discoverTo="/about-us" eyebrow="Corbel" />;
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);
const renderSlider = () => render(<Stub />);

const thumbnail = (n: number) =>
  screen.getByRole('button', { name: new RegExp(`^Show slide ${n}`) });
const slideGroups = () => screen.getAllByRole('group', { hidden: true });

// What the thumbnails and controls do is the carousel island's (app/islands/carousel.test.tsx).
describe('HeroSlider', () => {
  it('renders one h1 (the eyebrow), every slide title as an h2, and a Discover More link to /about-us on every slide', () => {
    renderSlider();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Corbel');
    expect(
      screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent),
    ).toEqual(slides.map((slide) => slide.title));
    const links = document.querySelectorAll('a[href="/about-us"]');
    expect(links).toHaveLength(3);
  });

  it('marks the first thumbnail current and keeps other slides inert', () => {
    renderSlider();
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(2)).not.toHaveAttribute('aria-current');
    expect(slideGroups()[1]).toHaveAttribute('inert');
  });
});
