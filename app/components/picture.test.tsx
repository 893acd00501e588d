import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Image } from '../content/types';
import { focalClasses, Picture } from './picture';

afterEach(cleanup);

/** A photo as the content store gives it (server/content/published-picture.ts). */
const stored: Image = {
  src: '/media/0123456789abcdef0123.jpg',
  alt: 'A roof frame',
  width: 1600,
  height: 1067,
  sources: [
    { type: 'image/avif', srcset: '/media/a.avif 480w, /media/b.avif 1600w' },
    { type: 'image/webp', srcset: '/media/a.webp 480w, /media/b.webp 1600w' },
  ],
  focus: { x: 0.21, y: 0.74 },
};

describe('Picture', () => {
  it('renders a stored photo with its sources and keeps its focal point in view through classes', () => {
    const { container } = render(<Picture image={stored} className="object-cover" sizes="50vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('class')).toBe('object-cover object-focal focal-x-20 focal-y-75');
    // The pages' CSP allows no style attribute.
    expect(img?.hasAttribute('style')).toBe(false);
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('adds nothing for a picture without a focal point, and clamps one outside the picture', () => {
    const { container } = render(<Picture image={{ ...stored, focus: undefined }} />);
    expect(container.querySelector('img')?.hasAttribute('class')).toBe(false);
    expect(focalClasses({ x: -1, y: 2 })).toBe('object-focal focal-x-0 focal-y-100');
  });
});
