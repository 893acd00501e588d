import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Brand, brand } from '../app/brand.ts';
import type { BrandPalette } from '../app/brand-kit/brand-palette.ts';
import { paletteFromTokens, withBrandPalette } from '../app/brand-kit/brand-tokens.ts';
import { assertBrand, paletteError } from '../scripts/content/brand.mjs';

const STYLES = 'app/styles';
const IMPORT = '@import "./tokens.css";';

/**
 * The brand check: the fields of a brand value (scripts/content/brand.mjs), then the palette of
 * its colour on the neutrals of tokens.css. Throws an error whose first line is one sentence
 * naming app/brand.ts and the field, or the colour's first failing pair (every other after it).
 */
export function checkBrand(
  value: unknown,
  root: string,
  warn: (message: string) => void,
): BrandPalette {
  assertBrand(value);
  const tokens = readFileSync(join(root, STYLES, 'tokens.css'), 'utf8');
  const palette = paletteFromTokens(tokens, (value as Brand).color);
  if (palette.failures.length > 0) throw paletteError(palette.failures);
  for (const warning of palette.warnings) warn(warning);
  return palette;
}

/** The palette of brand.color, checked as {@link checkBrand} does. */
export function checkedPalette(root: string, warn: (message: string) => void): BrandPalette {
  return checkBrand(brand, root, warn);
}

/**
 * Writes the accent tokens derived from brand.color into the stylesheet: app.css's import of
 * tokens.css becomes the file's text with the tokens declared in its `:root` and `.dark`
 * blocks. Runs before Tailwind, which reads imported files from disk itself.
 */
export function brandPalette(): Plugin {
  let root = process.cwd();
  return {
    name: 'brand-palette',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith(`${STYLES}/app.css`)) return;
      if (!code.includes(IMPORT))
        this.error(`app.css should ${IMPORT} (the brand palette goes there)`);
      const tokensPath = join(root, STYLES, 'tokens.css');
      this.addWatchFile(tokensPath);
      const palette = checkedPalette(root, (message) => this.warn(message));
      const tokens = withBrandPalette(readFileSync(tokensPath, 'utf8'), palette);
      return { code: code.replace(IMPORT, () => tokens), map: null };
    },
  };
}
