import { describe, expect, it } from 'vitest';
import type { BrandColors } from './brand-colors';
import { markBackground, sizedSvg, squareSvg } from './icons';
import { ICONS, webManifest } from './manifest';

const mark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40"><rect width="40" height="40" rx="8" fill="#23262b"/><rect x="6" y="6" width="5" height="28" fill="#fff"/></svg>';
const colors = { bg: '#faf8f4', inverseBg: '#1c1a17' } as BrandColors;

describe('icon SVGs', () => {
  it('draws the mark at an exact pixel size, keeping its viewBox', () => {
    const svg = sizedSvg(mark, 48);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 40 40" width="48" height="48">/);
    expect(svg.match(/width="40"/g)).toHaveLength(1);
  });

  it('centres the mark on a full square of its own tile colour', () => {
    const svg = squareSvg(mark, 512, 0.75, markBackground(mark, colors));
    expect(svg).toContain('<rect width="512" height="512" fill="#23262b"/>');
    expect(svg).toContain('x="64" y="64" width="384" height="384"');
  });

  it('falls back to the inverse band colour for a mark without a tile', () => {
    expect(markBackground('<svg><path d="M0 0"/></svg>', colors)).toBe('#1c1a17');
  });
});

describe('webManifest', () => {
  const manifest = webManifest(
    { name: 'Northwind Builders', shortName: 'Northwind', description: 'We build.' },
    colors,
  );

  it('names the site from its facts and takes its colours from the theme', () => {
    expect(manifest).toMatchObject({
      name: 'Northwind Builders',
      short_name: 'Northwind',
      start_url: '/',
      display: 'standalone',
      theme_color: '#faf8f4',
      background_color: '#faf8f4',
    });
  });

  it('lists 192 and 512 px icons and a maskable one', () => {
    expect(manifest.icons).toEqual([
      { src: ICONS.any192.path, sizes: '192x192', type: 'image/png' },
      { src: ICONS.any512.path, sizes: '512x512', type: 'image/png' },
      { src: ICONS.maskable512.path, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
