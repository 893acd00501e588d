// Images named in content files: checked to exist, measured, and turned into imports that Vite
// processes at build. An SVG is used as drawn; a photo gets AVIF/WebP/JPEG widths for its place
// and a square crop for thumbnails, so a file dropped beside the Markdown just works.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import sharp from 'sharp';
import { THUMB_WIDTHS, widthsFor } from '../../common/picture-sizes.ts';

const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
/** A thumbnail: square, cropped to cover (the server's pipeline makes the same). */
const THUMB = `w=${THUMB_WIDTHS.join(';')}&aspect=1:1&fit=cover`;

/** The size an SVG declares, from width/height or else its viewBox. */
function svgSize(file, label) {
  const head = readFileSync(file, 'utf8').slice(0, 600);
  const root = /<svg\b[^>]*>/.exec(head)?.[0] ?? '';
  const attr = (name) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = attr('width') || Number(box?.[1]);
  const height = attr('height') || Number(box?.[2]);
  if (!width || !height) throw new Error(`${label}: the SVG declares no width/height or viewBox`);
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * Checks an image a content file names and returns what the module writer needs.
 * @param {string} markdownFile the content file (paths are relative to it)
 * @param {string} where how messages start: the field (`image.src:`) or the body line
 */
export async function resolveImage(markdownFile, src, alt, where = 'image') {
  if (/^[a-z]+:|^\/\//i.test(src)) {
    throw new Error(`${where} "${src}": use a file beside the Markdown file, not a web address`);
  }
  const file = resolve(dirname(markdownFile), src);
  if (!existsSync(file)) {
    throw new Error(
      `${where} "${src}" not found beside the file (looked for ${file.replace(`${process.cwd()}/`, '')})`,
    );
  }
  const ext = extname(file).toLowerCase();
  if (ext === '.svg') return { kind: 'svg', file, alt, ...svgSize(file, `${where} "${src}"`) };
  if (!RASTER.has(ext)) {
    throw new Error(`${where} "${src}": use .svg, .jpg, .png, .webp or .avif`);
  }
  const { width, height } = await sharp(file)
    .metadata()
    .catch((error) => {
      throw new Error(`${where} "${src}" could not be read as a picture (${error.message})`);
    });
  if (!width || !height) throw new Error(`${where} "${src}" could not be read as a picture`);
  const widths = widthsFor(width);
  const fallback = ext === '.png' ? 'png' : 'jpg';
  return {
    kind: 'raster',
    file,
    alt,
    width,
    height,
    query: `w=${widths.join(';')}&format=avif;webp;${fallback}&as=picture`,
    thumbQuery: `${THUMB}&format=avif;webp;${fallback}&as=picture`,
  };
}
