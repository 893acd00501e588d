// The share cards after a rebrand: no card keeps the default amber, the artwork included. The
// build draws the cards from react-router.config.ts, which React Router loads in a Vite
// environment of its own, with no plugins and no config file: there an artwork import is its
// source file (or, when small, the file inlined as a data URI with its quotes made single), still
// in the generators' amber. The cards are drawn here through the same kind of environment.
import { createRunnableDevEnvironment, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../lib/paths.mjs';

/** Another accessible brand colour (a blue), far from the default amber. */
const REBRAND = '#2f6db3';

let server;
/** Imports a module of the app as the build's config loader does. */
const load = (path) => server.environments.cards.runner.import(path);

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: false,
    envDir: false,
    plugins: [],
    logLevel: 'silent',
    server: { preTransformRequests: false, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true },
    css: { postcss: {} },
    environments: {
      cards: {
        consumer: 'server',
        dev: { createEnvironment: (name, config) => createRunnableDevEnvironment(name, config) },
      },
    },
  });
});
afterAll(() => server?.close());

/** Every colour an SVG paints, the SVGs embedded in it as data URIs included. */
function paintedColours(svg) {
  const own = [...svg.matchAll(/\b(?:fill|stroke|stop-color)[=:]["']?(#[0-9a-fA-F]{6})\b/g)].map(
    (match) => match[1].toLowerCase(),
  );
  const embedded = [...svg.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)].flatMap(
    (match) => paintedColours(Buffer.from(match[1], 'base64').toString('utf8')),
  );
  return [...own, ...embedded];
}

describe('share cards after a rebrand', () => {
  it('hold no default amber in any card, the artwork included, and show the new accent', async () => {
    const { pageCardSvg, readCardStyle } = await load('/app/share/render.ts');
    const { archivoFonts } = await load('/app/share/text-shaper.ts');
    const { pagePaths } = await load('/app/site-options/page-paths.ts');
    const { isDrawnAccent } = await load('/app/brand-kit/brand-art.ts');
    const { site } = await load('/app/content/site.ts');
    const { default: routes } = await load('/app/routes.ts');

    const style = await readCardStyle(root, REBRAND);
    const fonts = archivoFonts();
    const dirs = { root, client: `${root}/build/client` };
    const html = `<meta property="og:title" content="A page${site.titleSuffix}">`;
    const paths = pagePaths(routes).filter((path) => !/\.[a-z0-9]+$/i.test(path));
    const cards = [];
    for (const path of paths) {
      cards.push({ path, svg: await pageCardSvg(path, html, dirs, style, fonts) });
    }
    expect(cards.length).toBeGreaterThan(40);

    const amber = cards
      .map(({ path, svg }) => ({
        path,
        amber: [...new Set(paintedColours(svg).filter(isDrawnAccent))],
      }))
      .filter(({ amber }) => amber.length > 0);
    expect(amber).toEqual([]);
    for (const { path, svg } of cards) {
      expect(paintedColours(svg), path).toContain(style.colors.accent.toLowerCase());
    }
    // The artwork's own accents follow the new colour (not only the card's frame).
    const withArtAccent = cards.filter(({ svg }) => paintedColours(svg).includes(style.art.accent));
    expect(withArtAccent.length).toBeGreaterThan(cards.length / 2);
  }, 120_000);
});
