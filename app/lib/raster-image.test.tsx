import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../components/picture';
import photo from './fixtures/sample-photo.png?w=80;160&format=avif;webp;png&as=picture';
import { rasterImage } from './raster-image';

describe('rasterImage', () => {
  it('turns a build-time processed photo into AVIF and WebP sources with intrinsic size', () => {
    const image = rasterImage(photo, 'Site office at dusk');
    expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources?.[0]?.srcset).toMatch(/80w.*160w/);
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(0);
  });

  it('falls back to the source file and its measured size where no image tool ran', () => {
    const image = rasterImage('/content/posts/roof.jpg?w=480&as=picture', 'Roof', {
      width: 1600,
      height: 1067,
    });
    expect(image).toEqual({
      src: '/content/posts/roof.jpg',
      alt: 'Roof',
      width: 1600,
      height: 1067,
    });
  });

  it('renders as a picture element whose img keeps width, height and lazy loading', () => {
    const { container } = render(
      <Picture image={rasterImage(photo, 'Site office')} sizes="50vw" />,
    );
    expect(container.querySelectorAll('picture > source')).toHaveLength(2);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Site office');
  });

  it('marks the first visible image eager with high fetch priority', () => {
    const { container } = render(<Picture image={rasterImage(photo, 'Banner')} priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
