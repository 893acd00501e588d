import type { Image } from '../content/types';

/** What vite-imagetools returns for an import ending in `&as=picture`. */
export interface ProcessedPicture {
  /** srcset per format, e.g. `{ avif: 'a.avif 640w, b.avif 1280w', webp: '…' }`. */
  sources: Record<string, string>;
  /** The fallback rendition. */
  img: { src: string; w: number; h: number };
}

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * Turns a photo processed at build time into an `Image` for `Picture`, so the
 * company can drop in its own photos beside the original artwork:
 * `import photo from './site.jpg?w=640;1280&format=avif;webp;jpg&as=picture'`. Content files'
 * photos are wired this way by the content step (scripts/content).
 * AVIF is listed before WebP so browsers pick the smallest format they support.
 */
export function rasterImage(
  picture: ProcessedPicture | string,
  alt: string,
  size?: { width: number; height: number },
): Image {
  // Where no image tool runs (build scripts loading content, e.g. the feed and share cards),
  // the import is the source file's URL: enough for those, with the size the content step measured.
  if (typeof picture === 'string') {
    return {
      src: picture.replace(/\?.*$/, ''),
      alt,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    };
  }
  const sources = (Object.keys(TYPES) as (keyof typeof TYPES)[])
    .filter((format) => picture.sources[format])
    .map((format) => ({ type: TYPES[format], srcset: picture.sources[format] as string }));
  return { src: picture.img.src, alt, width: picture.img.w, height: picture.img.h, sources };
}
