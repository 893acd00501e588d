/**
 * The renditions of a stored photo, as the build makes them with vite-imagetools: each width of
 * the site's list (common/picture-sizes.ts) in AVIF, WebP and the fallback format
 * (JPEG, or PNG for a PNG), and square thumbnails cropped to cover. Each is upright, carries no
 * metadata, and is named by the hash of its own bytes.
 */
import { THUMB_WIDTHS, WIDTHS, widthsFor } from '../../common/picture-sizes.ts';
import { mediaName } from './media-name.ts';
import { MAX_PIXELS } from './picture-clean.ts';
import type { VariantPurpose } from './tables.ts';

export type FallbackType = 'image/jpeg' | 'image/png';

export interface Variant {
  name: string;
  bytes: Buffer;
  mime: 'image/avif' | 'image/webp' | FallbackType;
  width: number;
  height: number;
  purpose: VariantPurpose;
}

/**
 * sharp's default quality for each, as vite-imagetools uses; AVIF at effort 2 instead of 4: on
 * this machine a 1600 px photo took 0.7 s instead of 4.5 s for a file about a fifth larger
 * (docs/decisions), and the office waits for every rendition before the upload is answered.
 */
const FORMATS = {
  'image/avif': { format: 'avif', ext: 'avif', options: { effort: 2 } },
  'image/webp': { format: 'webp', ext: 'webp', options: {} },
  'image/jpeg': { format: 'jpeg', ext: 'jpg', options: {} },
  'image/png': { format: 'png', ext: 'png', options: {} },
} as const;

/** Every rendition of the picture `bytes` (JPEG, PNG, WebP or AVIF; see the module comment). */
export async function renderVariants(
  bytes: Uint8Array,
  fallback: FallbackType,
): Promise<Variant[]> {
  const { default: sharp } = await import('sharp');
  const types = ['image/avif', 'image/webp', fallback] as const;
  // Decoded once, upright, at the largest width any rendition needs; each is made from that.
  const base = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: WIDTHS.at(-1), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const from = () => sharp(base.data, { raw: { width, height, channels } });
  const encode = async (resized: () => ReturnType<typeof from>, purpose: VariantPurpose) =>
    Promise.all(
      types.map(async (mime): Promise<Variant> => {
        const { format, ext, options } = FORMATS[mime];
        const { data, info } = await resized()
          .toFormat(format, options)
          .toBuffer({ resolveWithObject: true });
        const name = mediaName(data, ext);
        return { name, bytes: data, mime, width: info.width, height: info.height, purpose };
      }),
    );
  const variants: Variant[] = [];
  for (const w of widthsFor(width)) {
    variants.push(...(await encode(() => from().resize({ width: w }), 'width')));
  }
  for (const side of THUMB_WIDTHS) {
    variants.push(...(await encode(() => from().resize(side, side, { fit: 'cover' }), 'thumb')));
  }
  return variants;
}
