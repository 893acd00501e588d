import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { BrandPalette } from '../app/lib/brand-palette.ts';
import { paletteFromTokens, withBrandPalette } from '../app/lib/brand-tokens.ts';

const STYLES = 'app/styles';
const IMPORT = '@import "./tokens.css";';

/** The palette of brand.color on the neutrals of tokens.css; throws naming every failing pair. */
export function checkedPalette(root: string, warn: (message: string) => void): BrandPalette {
  const palette = paletteFromTokens(readFileSync(join(root, STYLES, 'tokens.css'), 'utf8'));
  if (palette.failures.length > 0) {
    throw new Error(
      `app/brand.ts: the brand colour cannot give accessible accents (docs/decisions/018):\n${palette.failures.join('\n')}`,
    );
  }
  for (const warning of palette.warnings) warn(warning);
  return palette;
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
