import { describe, expect, it } from 'vitest';
import { artAccents, artWords, brandArt } from './brand-art';
import { deriveBrandPalette } from './brand-palette';

const grounds = {
  light: {
    bg: '#faf8f4',
    surface: '#ffffff',
    surfaceMuted: '#f2eee6',
    inverseBg: '#1c1a17',
    inverseSurface: '#2c2925',
  },
  dark: {
    bg: '#181614',
    surface: '#24221f',
    surfaceMuted: '#1c1a17',
    inverseBg: '#12110f',
    inverseSurface: '#1c1a17',
  },
  lightFocus: '#2f4757',
  darkInk: '#12110f',
  lightInk: '#ffffff',
};
const blue = artAccents(deriveBrandPalette('#2f6db3', grounds));
// Amber, a 35% blend of amber into charcoal (a shadow), and a neutral that must stay.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#e0892b"/><rect fill="#9e662b"/><rect stroke="#2f4757"/><text>{{SHORT_NAME}} &amp; CO. SINCE {{FOUNDED_YEAR}}</text></svg>';

describe('brandArt', () => {
  it('repaints amber and its blends in the brand colour and leaves the neutrals', () => {
    const out = brandArt(svg, blue, { SHORT_NAME: 'HALVORSEN', FOUNDED_YEAR: '2001' });
    expect(out).toContain(`<rect fill="${blue.light.accent}" data-f="e0892b"/>`);
    expect(out).not.toMatch(/fill="#e0892b"|fill="#9e662b"/);
    expect(out).toContain('<rect stroke="#2f4757"/>');
  });

  it('repaints attributes in single quotes too, as Vite writes an SVG it inlines', () => {
    const single = svg.replaceAll('"', "'");
    const out = brandArt(single, { light: blue.light }, { SHORT_NAME: 'X', FOUNDED_YEAR: '1' });
    expect(out).toContain(`<rect fill='${blue.light.accent}' data-f='e0892b'/>`);
    expect(out).not.toMatch(/fill='#e0892b'|fill='#9e662b'/);
  });

  it('repaints them again for the dark theme in the image’s own style', () => {
    const out = brandArt(svg, blue, { SHORT_NAME: 'X', FOUNDED_YEAR: '1' });
    expect(out).toMatch(/^<svg[^>]*><style>@media \(prefers-color-scheme:dark\)\{/);
    expect(out).toContain(`[data-f="e0892b"]{fill:${blue.dark.accent}}`);
    expect(out).toContain('svg{filter:brightness(0.88)}');
    expect(brandArt(svg, { light: blue.light })).not.toContain('<style>');
  });

  it("draws the brand's words, escaped, and rejects an unknown placeholder", () => {
    const out = brandArt(svg, blue, artWords({ shortName: 'Smith & Sons', foundedYear: 2001 }));
    expect(out).toContain('SMITH &amp; SONS &amp; CO. SINCE 2001');
    expect(() => brandArt('<svg>{{MOTTO}}</svg>', blue)).toThrow(
      /unknown placeholder \{\{MOTTO\}\}/,
    );
  });
});
