import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brand } from '../brand';
import { artAccents, brandArt } from '../brand-kit/brand-art';
import { paletteFromTokens } from '../brand-kit/brand-tokens';
import type { BuildDirs } from './assets';

/**
 * The logo mark (public/favicon.svg) with its accent course in the brand colour (brand.color
 * unless another is given). It sits on its own dark tile, so it keeps the light theme's accent in
 * every theme.
 */
export async function brandFavicon(root: string, color: string = brand.color): Promise<string> {
  const tokens = await readFile(join(root, 'app/styles/tokens.css'), 'utf8');
  const { light } = artAccents(paletteFromTokens(tokens, color));
  return brandArt(await readFile(join(root, 'public/favicon.svg'), 'utf8'), { light });
}

/** Replaces the copied `favicon.svg` of the browser build with the brand's; returns its text. */
export async function writeBrandFavicon(dirs: BuildDirs): Promise<string> {
  const svg = await brandFavicon(dirs.root);
  await writeFile(join(dirs.client, 'favicon.svg'), svg);
  return svg;
}
