/**
 * An uploaded photo made safe to keep: decoded (an iPhone's HEIC too), turned upright from its
 * EXIF orientation, converted to sRGB and written again with **no metadata at all** (EXIF, GPS,
 * XMP, IPTC, ICC profiles, comments). What is stored is this clean copy, never the upload.
 */
import { readFile } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { refusal } from '../../common/refusal.ts';
import { heifDeclaredSize } from './heif-size.ts';
import type { UploadType } from './picture-facts.ts';

/** Largest picture decoded (a 48-megapixel phone photo is well within; a pixel bomb is not). */
export const MAX_PIXELS = 100_000_000;

/** Quality of the clean JPEG: it is the source of every rendition, so kept high. */
const JPEG_QUALITY = 90;

export interface CleanPicture {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** A decoder for the file; HEIC goes through libheif (sharp's prebuilt binaries lack HEVC). */
async function decoderFor(file: string, type: UploadType): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  if (type !== 'image/heic') {
    // `rotate()` with no angle turns the picture upright from its EXIF orientation.
    return sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  }
  // The size its header declares is checked before anything is decoded (decision 037).
  const declared = await heifDeclaredSize(file);
  if (!declared) throw new Error('no image size in the header');
  if (declared.width * declared.height > MAX_PIXELS) throw new Error('too many pixels');
  const { default: decodeHeic } = await import('heic-decode');
  // libheif applies the file's own rotation and mirroring (irot/imir) while decoding.
  const image = await decodeHeic({ buffer: await readFile(file) });
  if (image.width * image.height > MAX_PIXELS) throw new Error('too many pixels');
  const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return sharp(pixels, {
    raw: { width: image.width, height: image.height, channels: 4 },
    limitInputPixels: MAX_PIXELS,
  });
}

/**
 * Decodes the upload at `file` (its type already sniffed from its bytes) and writes it again
 * clean: PNG stays PNG, a picture with transparency becomes PNG, everything else JPEG. A file
 * that does not decode is refused with a 422 naming it.
 */
export async function cleanPicture(
  file: string,
  type: UploadType,
  label: string,
): Promise<CleanPicture> {
  try {
    const decoder = await decoderFor(file, type);
    const { hasAlpha } = await decoder.metadata();
    const keepsAlpha = type === 'image/png' || (hasAlpha && type !== 'image/heic');
    // sharp keeps no metadata unless asked (keepMetadata, withExif, keepIccProfile …), and
    // converts to sRGB through the picture's own profile before dropping it.
    const output = keepsAlpha
      ? decoder.toColourspace('srgb').png()
      : decoder
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .jpeg({ quality: JPEG_QUALITY });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: keepsAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw refusal(422, `${label} could not be read as a picture (${pixelsOrDamage(error)})`);
  }
}

const pixelsOrDamage = (error: unknown) =>
  /pixel/i.test(String((error as Error)?.message))
    ? `more than ${MAX_PIXELS / 1_000_000} megapixels`
    : 'the file is damaged or not what its first bytes say';
