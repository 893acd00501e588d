import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** Where the build's files are: the project root and the browser build (`build/client`). */
export interface BuildDirs {
  root: string;
  client: string;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The file behind an imported asset's URL: a built asset (`/assets/…`), or a source file as
 * Vite serves it outside a build (`/app/art/…`, `/@fs/…`), which is what the config sees.
 */
export function assetFile(src: string, dirs: BuildDirs): string {
  if (src.startsWith('/assets/')) return join(dirs.client, src);
  if (src.startsWith('/@fs/')) return src.slice('/@fs'.length);
  if (src.startsWith('/@brand-art/')) return join(dirs.root, src.slice('/@brand-art/'.length));
  return join(dirs.root, src.replace(/[?#].*$/, ''));
}

/** True for a built asset: the brand-art plugin has already recoloured a built SVG. */
const isBuiltAsset = (src: string) => src.startsWith('/assets/');

const SVG_DATA = /^data:image\/svg\+xml(;base64)?,/;

/** The SVG text of an SVG data URI (as Vite inlines small files outside a build). */
function svgFromDataUri(src: string, base64: boolean): string {
  const payload = src.slice(src.indexOf(',') + 1);
  return base64 ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
}

/**
 * An asset as a data URI, so a card's SVG carries everything it draws. A source SVG goes through
 * `brandArtwork` first: the share cards are drawn from the build's config, where an artwork
 * import is the source file (`/@brand-art/…`, `/app/art/…`, or the file inlined as a data URI),
 * still in the generators' amber; only a built asset (`/assets/…`) has already been recoloured
 * by plugins/brand-art.ts.
 */
export async function assetDataUri(
  src: string,
  dirs: BuildDirs,
  brandArtwork: (svg: string) => string,
): Promise<string> {
  const inlinedSvg = SVG_DATA.exec(src);
  if (inlinedSvg) {
    const svg = brandArtwork(svgFromDataUri(src, Boolean(inlinedSvg[1])));
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }
  if (src.startsWith('data:')) return src;
  const file = assetFile(src, dirs);
  const type = TYPES[extname(file).toLowerCase()];
  if (!type) throw new Error(`share card: cannot embed ${src} (not an SVG, PNG, JPEG or WebP)`);
  const bytes = await readFile(file).catch((error: unknown) => {
    throw new Error(`share card: artwork ${src} not found at ${file}`, { cause: error });
  });
  const drawn =
    type === 'image/svg+xml' && !isBuiltAsset(src)
      ? Buffer.from(brandArtwork(bytes.toString('utf8')))
      : bytes;
  return `data:${type};base64,${drawn.toString('base64')}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The `og:title` of a pre-rendered page, entities decoded; undefined when it has none. */
export function ogTitle(html: string): string | undefined {
  const tag = html.match(/<meta\b[^>]*\bproperty="og:title"[^>]*>/)?.[0];
  const content = tag?.match(/\bcontent="([^"]*)"/)?.[1];
  return content?.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    }
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}
