/**
 * The seed's SVG artwork as visitors get it: recoloured from the brand colour and given the
 * brand's words, exactly as the build does for the artwork it imports (plugins/brand-art.ts),
 * so a stored illustration follows a rebrand like a built one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../../app/brand.ts';
import { artAccents, brandArt } from '../../app/brand-kit/brand-art.ts';
import { paletteFromTokens } from '../../app/brand-kit/brand-tokens.ts';

const root = join(import.meta.dirname, '../..');
let accents: ReturnType<typeof artAccents> | undefined;

function brandAccents() {
  accents ??= artAccents(
    paletteFromTokens(readFileSync(join(root, 'app/styles/tokens.css'), 'utf8'), brand.color),
  );
  return accents;
}

/** The artwork in the brand's colours and words. */
export function brandedArtwork(svg: Uint8Array): Uint8Array {
  return Buffer.from(brandArt(Buffer.from(svg).toString('utf8'), brandAccents()));
}

/** Changes with the brand's colour and words: part of an artwork's ETag. */
export const artworkBrandKey = createHash('sha256')
  .update(JSON.stringify([brand.color, brand.name, brand.shortName]))
  .digest('hex')
  .slice(0, 12);
