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

/** An asset as a data URI, so a card's SVG carries everything it draws. */
export async function assetDataUri(src: string, dirs: BuildDirs): Promise<string> {
  if (src.startsWith('data:')) return src;
  const file = assetFile(src, dirs);
  const type = TYPES[extname(file).toLowerCase()];
  if (!type) throw new Error(`share card: cannot embed ${src} (not an SVG, PNG, JPEG or WebP)`);
  const bytes = await readFile(file).catch((error: unknown) => {
    throw new Error(`share card: artwork ${src} not found at ${file}`, { cause: error });
  });
  return `data:${type};base64,${bytes.toString('base64')}`;
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
