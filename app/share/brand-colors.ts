/**
 * The light theme's colours, read from the design tokens (app/styles/tokens.css) once the
 * accents derived from brand.color are written in (app/brand-kit/brand-tokens.ts `withBrandPalette`).
 */
export interface BrandColors {
  /** Page background (`--bg`). */
  bg: string;
  /** Banner band behind titles (`--surface-muted`). */
  surfaceMuted: string;
  /** Drafting-grid lines (`--border-strong`). */
  borderStrong: string;
  /** Body text and titles (`--fg`). */
  fg: string;
  /** Secondary text (`--fg-muted`). */
  fgMuted: string;
  /** The brand colour's fill (`--accent`). */
  accent: string;
  /** The accent for small text on light grounds (`--accent-text`). */
  accentText: string;
  /** Dark bands (`--inverse-bg`). */
  inverseBg: string;
}

const TOKENS: Record<keyof BrandColors, string> = {
  bg: '--bg',
  surfaceMuted: '--surface-muted',
  borderStrong: '--border-strong',
  fg: '--fg',
  fgMuted: '--fg-muted',
  accent: '--accent',
  accentText: '--accent-text',
  inverseBg: '--inverse-bg',
};

/** Custom properties declared in the first `:root` block (the light theme), unresolved. */
function rootProperties(css: string): Map<string, string> {
  const block = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? '';
  const properties = new Map<string, string>();
  for (const [, name, value] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) properties.set(name, value.trim());
  }
  return properties;
}

/** Follows `var(--x)` references until a literal value. */
function resolve(properties: Map<string, string>, name: string, depth = 0): string | undefined {
  const value = properties.get(name);
  const reference = value?.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (!reference || depth > 8) return value;
  return resolve(properties, reference, depth + 1);
}

/** The light theme's colours as hex, from the token CSS; throws naming any token that is not a hex colour. */
export function brandColors(tokensCss: string): BrandColors {
  const properties = rootProperties(tokensCss);
  const entries = Object.entries(TOKENS).map(([key, token]) => {
    const value = resolve(properties, token);
    if (!value || !/^#[0-9a-f]{3,8}$/i.test(value)) {
      throw new Error(`tokens.css: ${token} should resolve to a hex colour, found ${value}`);
    }
    return [key, value.toLowerCase()];
  });
  return Object.fromEntries(entries) as BrandColors;
}
