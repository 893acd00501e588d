import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { site } from '../content/site';
import type { BuildDirs } from './assets';
import type { BrandColors } from './brand-colors';
import { icoFromPngs } from './ico';
import { ICONS, MANIFEST_PATH, webManifest } from './manifest';

/** The favicon SVG drawn at `size` px (its own viewBox, any width it declares replaced). */
export function sizedSvg(svg: string, size: number): string {
  return svg.replace(/<svg\b([^>]*)>/, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg${rest} width="${size}" height="${size}">`;
  });
}

/**
 * The mark on a full square of its own background colour, at `scale` of the square: iOS
 * rounds the corners itself, and a maskable icon keeps the mark inside the central 80% circle.
 */
export function squareSvg(svg: string, size: number, scale: number, background: string): string {
  const inner = Math.round(size * scale);
  const at = Math.round((size - inner) / 2);
  const href = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${background}"/><image href="${href}" x="${at}" y="${at}" width="${inner}" height="${inner}"/></svg>`;
}

/** The fill of the mark's first shape (its tile), or the inverse band colour. */
export function markBackground(svg: string, colors: BrandColors): string {
  return svg.match(/<rect\b[^>]*\bfill="(#[0-9a-f]{3,8})"/i)?.[1] ?? colors.inverseBg;
}

const toPng = (svg: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, effort: 10 }).toBuffer();

/**
 * Writes the touch icon, the manifest's icons, `favicon.ico` (16, 32 and 48 px) and the
 * manifest, all from the logo mark (`public/favicon.svg`; the brand's, from `brandFavicon`, at
 * build). Returns the bytes written.
 */
export async function writeIcons(
  dirs: BuildDirs,
  colors: BrandColors,
  mark?: string,
): Promise<number> {
  mark ??= await readFile(join(dirs.root, 'public/favicon.svg'), 'utf8');
  const background = markBackground(mark, colors);
  const files: [string, Uint8Array | string][] = [
    [ICONS.appleTouch.path, await toPng(squareSvg(mark, ICONS.appleTouch.size, 1, background))],
    [ICONS.any192.path, await toPng(sizedSvg(mark, ICONS.any192.size))],
    [ICONS.any512.path, await toPng(sizedSvg(mark, ICONS.any512.size))],
    [
      ICONS.maskable512.path,
      await toPng(squareSvg(mark, ICONS.maskable512.size, 0.75, background)),
    ],
    [
      ICONS.favicon.path,
      icoFromPngs(
        await Promise.all(ICONS.favicon.sizes.map((size) => toPng(sizedSvg(mark, size)))),
      ),
    ],
    [MANIFEST_PATH, `${JSON.stringify(webManifest(site, colors), null, 2)}\n`],
  ];
  let bytes = 0;
  for (const [path, content] of files) {
    await writeFile(join(dirs.client, path), content);
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  }
  return bytes;
}
