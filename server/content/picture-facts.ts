/**
 * What a picture is, from its bytes and never its name: the type (JPEG, PNG, WebP, AVIF, HEIC
 * as phones take it, or SVG where it is allowed) and its size in pixels.
 */
import { refusal } from '../../common/refusal.ts';

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

/** What an upload may be: a stored type, or HEIC (decoded and stored as JPEG). */
export type UploadType = Exclude<PictureType, 'image/svg+xml'> | 'image/heic';

/** The kinds an upload may be, as the refusal names them. */
export const UPLOAD_KINDS = 'JPEG, PNG, WebP, AVIF or HEIC';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of an HEVC picture (an iPhone's HEIC) or of a generic HEIF image. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * AVIF or HEIC from an ISO-BMFF `ftyp` box: its major and compatible brands. An AVIF is a HEIF
 * too (it often lists `mif1`), so an `avif`/`avis` brand anywhere decides for AVIF.
 */
function heifKind(bytes: Uint8Array): 'image/avif' | 'image/heic' | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(bytes.length, boxSize, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  return undefined;
}

/** The type an upload's first bytes show (at least 256 of them), or undefined. */
export function sniffUpload(bytes: Uint8Array): UploadType | undefined {
  const type = sniffPicture(bytes);
  if (type === 'image/svg+xml') return undefined;
  return type ?? heifKind(bytes);
}

/** The picture type the bytes start with (HEIC is not one: see sniffUpload), or undefined. */
export function sniffPicture(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (heifKind(bytes) === 'image/avif') return 'image/avif';
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
    throw refusal(400, `${label} is not a picture this site takes (${kinds})`);
  }
  let size: { width?: number; height?: number };
  if (mime === 'image/svg+xml') size = svgSize(bytes);
  else {
    const { default: sharp } = await import('sharp');
    // The size it is shown at: upright, as its EXIF orientation says (the renditions are).
    size = await sharp(bytes)
      .metadata()
      .then((facts) => facts.autoOrient)
      .catch(() => ({}));
  }
  const { width, height } = size;
  if (!width || !height) {
    throw refusal(400, `${label} could not be read as a picture (no width and height)`);
  }
  return { mime, width, height };
}
