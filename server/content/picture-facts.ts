/**
 * What a picture is, from its bytes and never its name: the type (JPEG, PNG, WebP, AVIF, or SVG
 * where it is allowed) and its size in pixels.
 */
import { ContentError } from './errors.ts';

export type PictureType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/avif'
  | 'image/svg+xml';

export const EXTENSION: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The picture type the bytes start with, or undefined. */
export function sniffPicture(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'image/avif';
  const head = new TextDecoder().decode(bytes.subarray(0, 600)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/.test(head)) return 'image/svg+xml';
  return undefined;
}

/** The size an SVG declares, from width/height or else its viewBox (as the build reads it). */
function svgSize(bytes: Uint8Array) {
  const head = new TextDecoder().decode(bytes.subarray(0, 600));
  const root = /<svg\b[^>]*>/.exec(head)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return {
    width: Math.round(attr('width') || Number(box?.[1])),
    height: Math.round(attr('height') || Number(box?.[2])),
  };
}

/** The type and pixel size of a picture; a file that is none is refused with a 400. */
export async function pictureFacts(bytes: Uint8Array, label: string, { allowSvg = false } = {}) {
  const mime = sniffPicture(bytes);
  if (!mime || (mime === 'image/svg+xml' && !allowSvg)) {
    const kinds = allowSvg ? 'JPEG, PNG, WebP, AVIF or SVG' : 'JPEG, PNG, WebP or AVIF';
    throw new ContentError(400, `${label} is not a picture this site takes (${kinds})`);
  }
  let size: { width?: number; height?: number };
  if (mime === 'image/svg+xml') size = svgSize(bytes);
  else {
    const { default: sharp } = await import('sharp');
    size = await sharp(bytes)
      .metadata()
      .catch(() => ({}));
  }
  const { width, height } = size;
  if (!width || !height) {
    throw new ContentError(400, `${label} could not be read as a picture (no width and height)`);
  }
  return { mime, width, height };
}
