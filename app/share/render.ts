import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { brand } from '../brand';
import { type ArtAccents, artAccents, brandArt } from '../brand-kit/brand-art';
import { paletteFromTokens, withBrandPalette } from '../brand-kit/brand-tokens';
import { site } from '../content/site';
import { assetDataUri, type BuildDirs, ogTitle } from './assets';
import { type BrandColors, brandColors } from './brand-colors';
import { cardCache } from './card-cache';
import { type ShareCardInput, shareCardSvg } from './card-svg';
import { brandFavicon, writeBrandFavicon } from './favicon';
import { writeIcons } from './icons';
import { pageCard } from './page-card';
import { SHARE_IMAGE, shareImagePath } from './share-image';
import { archivoFonts, type CardFonts } from './text-shaper';

/** How many cards render at once: the build machines have two cores. */
const CONCURRENCY = 2;

/** The light theme's colours: the token file with the accents derived from brand.color. */
export async function readBrandColors(root: string): Promise<BrandColors> {
  return (await readCardStyle(root)).colors;
}

/** What every card is drawn in: the brand's colours, the artwork's accents and the logo mark. */
export interface CardStyle {
  /** The light theme's colours (the cards are light). */
  colors: BrandColors;
  /** The accents the artwork is recoloured to (app/brand-kit/brand-art.ts), light theme. */
  art: ArtAccents;
  /** The logo mark in the brand colour, as a data URI. */
  mark: string;
}

/** The cards' style for a brand colour (brand.color unless another is given, as tests do). */
export async function readCardStyle(root: string, color: string = brand.color): Promise<CardStyle> {
  const tokens = await readFile(join(root, 'app/styles/tokens.css'), 'utf8');
  const palette = paletteFromTokens(tokens, color);
  const favicon = await brandFavicon(root, color);
  return {
    colors: brandColors(withBrandPalette(tokens, palette)),
    art: artAccents(palette).light,
    mark: `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`,
  };
}

/** A card's PNG: palette colours (flat illustration colours need no more than 256). */
const PNG_OPTIONS = { palette: true, quality: 90, effort: 8, compressionLevel: 9 } as const;

/** A card's SVG as a palette PNG. */
export function cardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height)
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** Where the build keeps the cards it drew (app/share/card-cache.ts), under the project root. */
export const CARD_CACHE_DIR = 'node_modules/.cache/share-cards';

/** What decides a card's bytes besides its SVG: the image library and the PNG's settings. */
const CARD_ENCODER = JSON.stringify({ sharp: sharp.versions, size: SHARE_IMAGE, png: PNG_OPTIONS });

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** True for a page kept out of search results: its meta names the home card (app/lib/meta.ts). */
export const isNoIndex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** What one page's card says and shows: its built title and its own artwork, in the brand's colours. */
async function cardInput(
  path: string,
  html: string,
  dirs: BuildDirs,
  style: CardStyle,
): Promise<ShareCardInput> {
  const title = ogTitle(html);
  if (!title) throw new Error(`share card: ${path} has no og:title`);
  const { art, kicker } = pageCard(path);
  const recolour = (svg: string) => brandArt(svg, { light: style.art });
  return {
    title: title.endsWith(site.titleSuffix) ? title.slice(0, -site.titleSuffix.length) : title,
    kicker,
    art: {
      href: await assetDataUri(art.src, dirs, recolour),
      width: art.width,
      height: art.height,
    },
    company: site.name,
    domain: new URL(site.origin).hostname.replace(/^www\./, ''),
    mark: style.mark,
  };
}

/** The SVG of one page's card, from the page's built HTML (its og:title). */
export async function pageCardSvg(
  path: string,
  html: string,
  dirs: BuildDirs,
  style: CardStyle,
  fonts: CardFonts,
): Promise<string> {
  return shareCardSvg(await cardInput(path, html, dirs, style), style.colors, fonts);
}

/**
 * Writes each pre-rendered page's share card to `build/client/og/<path>.png`, the address
 * `buildMeta` gives it; pages kept out of search results show the home card and get none.
 * A card whose SVG was drawn by an earlier build is taken from the cache (`CARD_CACHE_DIR`),
 * which then keeps only this build's cards. Returns how many were written, how many of them
 * were drawn, and their bytes.
 */
export async function renderShareImages(dirs: BuildDirs, paths: readonly string[]) {
  const style = await readCardStyle(dirs.root);
  const fonts: CardFonts = archivoFonts();
  const cache = cardCache(join(dirs.root, CARD_CACHE_DIR), CARD_ENCODER);
  let bytes = 0;
  let count = 0;
  let drawn = 0;
  const draw = (svg: string) => {
    drawn += 1;
    return cardPng(svg);
  };
  await eachLimited(paths, CONCURRENCY, async (path) => {
    const html = await readFile(join(dirs.client, path, 'index.html'), 'utf8');
    if (isNoIndex(html)) return;
    const svg = await pageCardSvg(path, html, dirs, style, fonts);
    const png = await cache.png(svg, draw);
    const file = join(dirs.client, shareImagePath(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
    bytes += png.length;
    count += 1;
  });
  await cache.prune();
  return { count, drawn, bytes };
}

/** Pre-rendered paths that are pages (a resource such as `/search-index.json` has no card). */
export function pagePaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !/\.[a-z0-9]+$/i.test(path));
}

/** Every page's share card, the icons and the web manifest, into the browser build. */
export async function writeShareAssets(dirs: BuildDirs, prerendered: readonly string[]) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const favicon = await writeBrandFavicon(dirs);
  const cards = await renderShareImages(dirs, pagePaths(prerendered));
  const iconBytes = await writeIcons(dirs, await readBrandColors(dirs.root), favicon);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const used = process.cpuUsage(cpu);
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  console.log(
    `share images: ${cards.count} cards (${kib(cards.bytes)}, ${cards.drawn} drawn, ${cards.count - cards.drawn} as an earlier build drew them), icons and manifest (${kib(iconBytes)}) in ${seconds} s (${cpuSeconds} s CPU)`,
  );
}
