import { describe, expect, it } from 'vitest';
import { site } from '../content/site';
import { isDrawnAccent } from '../lib/brand-art';
import routes from '../routes';
import { pagePaths } from '../site-options/page-paths';
import { assetDataUri, type BuildDirs } from './assets';
import { pageCard } from './page-card';
import { pageCardSvg, readCardStyle } from './render';
import { archivoFonts } from './text-shaper';

/** The cards are drawn from the sources here: no build is needed. */
const dirs: BuildDirs = { root: process.cwd(), client: 'build/client' };

/** Another accessible brand colour (a blue), far from the default amber. */
const REBRAND = '#2f6db3';

/** Every colour an SVG paints, the SVGs embedded in it as data URIs included. */
function paintedColours(svg: string): string[] {
  const own = [...svg.matchAll(/\b(?:fill|stroke|stop-color)[=:]"?(#[0-9a-fA-F]{6})\b/g)].map(
    (match) => (match[1] ?? '').toLowerCase(),
  );
  const embedded = [...svg.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)].flatMap(
    (match) => paintedColours(Buffer.from(match[1] ?? '', 'base64').toString('utf8')),
  );
  return [...own, ...embedded];
}

/** Each page's card, as the build draws it, for a brand colour. */
async function cards(color: string) {
  const style = await readCardStyle(dirs.root, color);
  const fonts = archivoFonts();
  const html = `<meta property="og:title" content="A page${site.titleSuffix}">`;
  const paths = pagePaths(routes).filter((path) => !/\.[a-z0-9]+$/i.test(path));
  return {
    style,
    cards: await Promise.all(
      paths.map(async (path) => ({ path, svg: await pageCardSvg(path, html, dirs, style, fonts) })),
    ),
  };
}

describe('share cards after a rebrand', () => {
  it('draw their artwork from sources still in the default amber (what the check looks for)', async () => {
    const keep = (svg: string) => svg;
    const art = pageCard('/').art;
    const source = await assetDataUri(art.src, dirs, keep);
    expect(paintedColours(`<image href="${source}"/>`).some(isDrawnAccent)).toBe(true);
  });

  it('hold no default amber in any card, the artwork included, and show the new accent', async () => {
    const { style, cards: drawn } = await cards(REBRAND);
    expect(drawn.length).toBeGreaterThan(40);
    const amber = drawn
      .map(({ path, svg }) => ({
        path,
        amber: [...new Set(paintedColours(svg).filter(isDrawnAccent))],
      }))
      .filter(({ amber }) => amber.length > 0);
    expect(amber).toEqual([]);
    for (const { path, svg } of drawn) {
      expect(paintedColours(svg), path).toContain(style.colors.accent.toLowerCase());
    }
    // The artwork's own accents follow the new colour (not only the card's frame).
    const withArtAccent = drawn.filter(({ svg }) => paintedColours(svg).includes(style.art.accent));
    expect(withArtAccent.length).toBeGreaterThan(drawn.length / 2);
  }, 60_000);
});
