import type { Image } from '../content/types';

/** Props of {@link Picture}. */
export interface PictureProps {
  image: Image;
  /** The `sizes` attribute for responsive sources. */
  sizes?: string;
  /** The first visible image: loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Override the alt text, e.g. empty when a caption already names the image. */
  alt?: string;
}

/** Steps of the focal point's classes (app/styles/focal.css): every 5 percent. */
const FOCAL_STEP = 5;

const focalPercent = (value: number) =>
  Math.round((Math.min(1, Math.max(0, value)) * 100) / FOCAL_STEP) * FOCAL_STEP;

/** The classes that keep an Image's focal point in view where CSS crops it. */
export function focalClasses(focus: Image['focus']): string | undefined {
  if (!focus) return undefined;
  return `object-focal focal-x-${focalPercent(focus.x)} focal-y-${focalPercent(focus.y)}`;
}

/**
 * Renders artwork or a photo with its intrinsic size always set, so nothing
 * shifts while it loads. Raster images get AVIF/WebP sources when provided; a focal point
 * positions a cropped picture (object-position through classes, see focalClasses).
 */
export function Picture({
  image,
  sizes = '100vw',
  priority = false,
  className,
  alt,
}: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      sizes={image.sources ? sizes : undefined}
      className={[className, focalClasses(image.focus)].filter(Boolean).join(' ') || undefined}
    />
  );
  if (!image.sources?.length) return img;
  // `contents`: the <img> stays the box that layout sizes (a flex item keeps its square); the
  // sources are hidden so that they take no flex or grid gap.
  return (
    <picture className="contents [&>source]:hidden">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
