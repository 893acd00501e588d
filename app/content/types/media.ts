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
  /** A square crop of a photo for thumbnails; artwork is cropped by CSS instead. */
  thumb?: Image;
  /**
   * The point to keep in view where the picture is cropped (`object-cover`), each from 0 to 1
   * from the left and the top; the centre when absent. Set in the editor.
   */
  focus?: { x: number; y: number };
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

/**
 * A block of long text, rendered by one component. Content files' Markdown becomes these at
 * build time (scripts/content): `text` is always the plain text (search, feed, summaries);
 * `html` is set when the Markdown had links or emphasis.
 */
export type Block =
  | { type: 'paragraph'; text: string; html?: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; html?: readonly string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: Image; caption?: string };
