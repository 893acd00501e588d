/**
 * A stored picture as the site's Image, the shape app/components/picture.tsx renders for the
 * build's photos: the largest fallback rendition as `src`, AVIF and WebP `srcset`s of every
 * width, a square `thumb`, and the focal point. SVG artwork is served as stored.
 */
import type { Image } from '../../app/content/types.ts';
import { mediaUrl } from '../../common/media-url.ts';
import type { MediaVariant, MediaWithVariants } from './media.ts';

const SOURCE_TYPES = ['image/avif', 'image/webp'] as const;

/** The renditions of one purpose as an Image (fallback `src`, AVIF/WebP sources). */
function renditions(variants: readonly MediaVariant[], alt: string): Image | undefined {
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  const fallback = byWidth.filter((v) => !(SOURCE_TYPES as readonly string[]).includes(v.mime));
  const largest = fallback.at(-1);
  if (!largest) return undefined;
  const sources = SOURCE_TYPES.map((type) => ({
    type,
    srcset: byWidth
      .filter((v) => v.mime === type)
      .map((v) => `${mediaUrl(v.name)} ${v.width}w`)
      .join(', '),
  })).filter((source) => source.srcset !== '');
  return {
    src: mediaUrl(largest.name),
    alt,
    width: largest.width,
    height: largest.height,
    sources,
  };
}

/**
 * The Image of the stored picture `name`. A front-matter picture gets a thumbnail; one in a
 * body does not (as the build makes them). An unknown name keeps its URL with no size.
 */
export function pictureOf(
  media: ReadonlyMap<string, MediaWithVariants>,
  name: string,
  alt: string,
  { withThumb = true } = {},
): Image {
  const found = media.get(name);
  if (!found) return { src: mediaUrl(name), alt, width: 0, height: 0 };
  const focus =
    found.focal_x === null || found.focal_y === null
      ? undefined
      : { focus: { x: found.focal_x, y: found.focal_y } };
  const sized = renditions(
    found.variants.filter((v) => v.purpose === 'width'),
    alt,
  );
  // SVG artwork, or a photo stored before its renditions existed: the stored file itself.
  if (!sized) {
    return { src: mediaUrl(found.name), alt, width: found.width, height: found.height, ...focus };
  }
  const thumb = withThumb
    ? renditions(
        found.variants.filter((v) => v.purpose === 'thumb'),
        alt,
      )
    : undefined;
  return { ...sized, ...(thumb ? { thumb } : {}), ...focus };
}
