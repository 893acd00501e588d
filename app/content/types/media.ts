/** Images, icons and long-text blocks shared by every content type. */

/** An image shown on the site: original SVG artwork or a raster file processed at build time. */
export interface Image {
  /** URL of the fallback file (an SVG, or the largest raster rendition). */
  src: string;
  /** Text alternative; empty only for purely decorative images. */
  alt: string;
  /** Intrinsic width in CSS pixels, so layout is reserved before it loads. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** Optional AVIF/WebP sources for raster photos (`srcset` strings). */
  sources?: readonly { type: 'image/avif' | 'image/webp'; srcset: string }[];
}

/** Names of the icons a piece of content may ask for; mapped to lucide icons in one place. */
export type IconName =
  | 'layers'
  | 'ruler'
  | 'sofa'
  | 'hammer'
  | 'shield'
  | 'clipboard'
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'youtube'
  | 'x';

/** A block of long text, rendered by one component. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'quote'; text: string; cite?: string };
