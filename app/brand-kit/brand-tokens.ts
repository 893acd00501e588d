/**
 * Joins app/styles/tokens.css and the brand palette: reads the neutrals the accents are drawn
 * on, and writes the derived accent tokens into the `:root` and `.dark` blocks. Build code only.
 */
import { brand } from '../brand.ts';
import {
  type AccentTokens,
  type BrandPalette,
  deriveBrandPalette,
  type Grounds,
  tokenDeclarations,
} from './brand-palette.ts';

/** The tokens the palette owns; tokens.css must not declare them itself. */
export const DERIVED_TOKENS = [
  'accent',
  'accent-strong',
  'on-accent',
  'accent-text',
  'focus',
  'inverse-accent',
] as const satisfies readonly (keyof AccentTokens)[];

const blockPattern = (selector: ':root' | '.dark') =>
  new RegExp(`(^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`);

/** Custom properties declared in the first block for `selector`, unresolved. */
export function blockProperties(css: string, selector: ':root' | '.dark'): Map<string, string> {
  const block = css.match(blockPattern(selector))?.[2] ?? '';
  const properties = new Map<string, string>();
  for (const [, name, value] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) properties.set(name, value.trim());
  }
  return properties;
}

/** Follows `var(--x)` references (the theme's block first, then `:root`) to a literal value. */
function resolve(scopes: Map<string, string>[], name: string, depth = 0): string {
  const value = scopes.find((scope) => scope.has(name))?.get(name);
  const reference = value?.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (reference && depth < 8) return resolve(scopes, reference, depth + 1);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) {
    throw new Error(`tokens.css: ${name} should resolve to a #rrggbb colour, found ${value}`);
  }
  return value.toLowerCase();
}

/** The neutrals of both themes, as tokens.css declares them. */
export function groundsFromTokens(css: string): Grounds {
  const root = blockProperties(css, ':root');
  const dark = [blockProperties(css, '.dark'), root];
  const theme = (scopes: Map<string, string>[]) => ({
    bg: resolve(scopes, '--bg'),
    surface: resolve(scopes, '--surface'),
    surfaceMuted: resolve(scopes, '--surface-muted'),
    inverseBg: resolve(scopes, '--inverse-bg'),
    inverseSurface: resolve(scopes, '--inverse-surface'),
  });
  return {
    light: theme([root]),
    dark: theme(dark),
    lightFocus: resolve([root], '--link'),
    darkInk: resolve([root], '--stone-950'),
    lightInk: resolve([root], '--stone-0'),
  };
}

/** The palette of `color` (the brand's by default) on the neutrals of `tokensCss`. */
export function paletteFromTokens(tokensCss: string, color: string = brand.color): BrandPalette {
  return deriveBrandPalette(color, groundsFromTokens(tokensCss));
}

/** tokens.css with the derived tokens declared at the top of its `:root` and `.dark` blocks. */
export function withBrandPalette(tokensCss: string, palette: BrandPalette): string {
  for (const selector of [':root', '.dark'] as const) {
    const declared = DERIVED_TOKENS.filter((token) =>
      blockProperties(tokensCss, selector).has(`--${token}`),
    );
    if (declared.length > 0) {
      throw new Error(
        `tokens.css declares ${declared.map((token) => `--${token}`).join(', ')} in ${selector}: these come from brand.color (app/brand-kit/brand-palette.ts), remove them`,
      );
    }
  }
  return withSystemDark(
    tokensCss
      .replace(
        blockPattern(':root'),
        (whole) => `${whole.replace('{', `{\n  ${tokenDeclarations(palette.light)}`)}`,
      )
      .replace(
        blockPattern('.dark'),
        (whole) => `${whole.replace('{', `{\n  ${tokenDeclarations(palette.dark)}`)}`,
      ),
  );
}

/**
 * tokens.css with its `.dark` block applied to a dark system too, unless the theme boot
 * (app/browser/theme.ts) chose light: a page without script follows the system, a page with
 * script follows the stored choice from the first paint, and the dark tokens are written once.
 */
export function withSystemDark(tokensCss: string): string {
  const dark = tokensCss.match(blockPattern('.dark'))?.[2];
  if (dark === undefined) throw new Error('tokens.css has no .dark block');
  return `${tokensCss}\n@media (prefers-color-scheme: dark) {\n  :root:not(.light) {${dark}}\n}\n`;
}
