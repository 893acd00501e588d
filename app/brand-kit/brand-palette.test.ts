import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { deriveBrandPalette } from './brand-palette';
import { groundsFromTokens, paletteFromTokens, withBrandPalette } from './brand-tokens';
import { contrast, toOklch } from './color';

const tokensCss = readFileSync(join(process.cwd(), 'app/styles/tokens.css'), 'utf8');
const grounds = groundsFromTokens(tokensCss);

/** A spread of brand colours an office might pick, the awkward ones included. */
const samples = {
  'pure yellow': '#ffff00',
  lime: '#00ff00',
  cyan: '#00ffff',
  navy: '#000080',
  'pure red': '#ff0000',
  'pure blue': '#0000ff',
  'mid grey': '#777777',
  'near-white': '#fafafa',
  'near-black': '#111111',
  'steel blue': '#2f6db3',
  'forest green': '#2e7d32',
  magenta: '#ff00ff',
};

describe('the brand palette', () => {
  it(`gives the real brand colour (${brand.color}) every pair at its WCAG ratio`, () => {
    const palette = paletteFromTokens(tokensCss);
    expect(palette.failures).toEqual([]);
    expect(palette.checks.length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(samples))(
    'either passes every pair or names the one that fails: %s %s',
    (_, color) => {
      const palette = deriveBrandPalette(color, grounds);
      for (const check of palette.checks) {
        const failure = palette.failures.find(
          (line) => line.includes(check.pair) && line.includes(check.theme),
        );
        if (check.ratio >= check.needs) expect(failure).toBeUndefined();
        else
          expect(failure).toMatch(
            new RegExp(`${color}: .* is [\\d.]+:1, needs ${check.needs}:1 — `),
          );
      }
    },
  );

  it('keeps the hue of a colourful brand in every derived accent', () => {
    const palette = deriveBrandPalette('#2f6db3', grounds);
    const hue = toOklch('#2f6db3').h;
    for (const theme of [palette.light, palette.dark]) {
      for (const token of ['accent', 'accent-strong', 'accent-text', 'inverse-accent'] as const) {
        expect(Math.abs(toOklch(theme[token]).h - hue)).toBeLessThan(3);
      }
    }
  });

  it('keeps the amber brand close to the hand-picked tokens it replaces', () => {
    const palette = deriveBrandPalette('#e0892b', grounds);
    expect(palette.light.accent).toBe('#e0892b');
    expect(palette.light['on-accent']).toBe(grounds.darkInk);
    const near = (a: string, b: string) => Math.abs(toOklch(a).l - toOklch(b).l) < 0.04;
    expect(near(palette.light['accent-strong'], '#eda656')).toBe(true);
    expect(near(palette.light['accent-text'], '#8f500c')).toBe(true);
    expect(near(palette.dark.accent, '#eda656')).toBe(true);
    expect(near(palette.dark['accent-text'], '#f3c58b')).toBe(true);
  });

  it('puts light text on a dark brand fill and dark text on a light one', () => {
    expect(deriveBrandPalette('#000080', grounds).light['on-accent']).toBe(grounds.lightInk);
    expect(deriveBrandPalette('#ffff00', grounds).light['on-accent']).toBe(grounds.darkInk);
  });

  it('warns, without failing, about a grey brand and a fill the page hides', () => {
    expect(deriveBrandPalette('#777777', grounds).warnings.join('\n')).toMatch(/is a grey/);
    const yellow = deriveBrandPalette('#ffff00', grounds);
    expect(yellow.failures).toEqual([]);
    expect(yellow.warnings.join('\n')).toMatch(/accent fill is 1\.\d+:1 against the page/);
  });

  it('reports the pair and the reason when the grounds leave no lightness that works', () => {
    // Mid-grey grounds: no colour has 4.5:1 against both a #767676 page and its text.
    const grey = {
      bg: '#767676',
      surface: '#767676',
      surfaceMuted: '#767676',
      inverseBg: '#767676',
      inverseSurface: '#767676',
    };
    const palette = deriveBrandPalette('#e0892b', { ...grounds, light: grey, dark: grey });
    expect(palette.failures.length).toBeGreaterThan(0);
    expect(palette.failures.join('\n')).toMatch(
      /focus ring against cards \(surface\) in the light theme is 2\.\d+:1, needs 3:1 — the light theme draws focus rings in --link/,
    );
    expect(palette.failures[0]).toMatch(
      /^brand colour #e0892b: .+ theme is [\d.]+:1, needs [\d.]+:1 — /,
    );
    for (const check of palette.checks.filter((c) => c.ratio < c.needs)) {
      expect(contrast('#767676', '#767676')).toBe(1);
      expect(palette.failures.some((line) => line.includes(check.pair))).toBe(true);
    }
  });
});

describe('tokens.css with the palette', () => {
  it('declares each derived token once per theme, after the tokens the file declares', () => {
    const css = withBrandPalette(tokensCss, paletteFromTokens(tokensCss));
    const palette = paletteFromTokens(tokensCss);
    expect(css).toMatch(new RegExp(`:root \\{\\n  --accent: ${palette.light.accent};`));
    expect(css).toMatch(new RegExp(`\\.dark \\{\\n  --accent: ${palette.dark.accent};`));
  });

  it('applies the dark tokens, derived ones included, to a dark system unless light was chosen', () => {
    const css = withBrandPalette(tokensCss, paletteFromTokens(tokensCss));
    const palette = paletteFromTokens(tokensCss);
    const system = css.match(
      /@media \(prefers-color-scheme: dark\) \{\n {2}:root:not\(\.light\) \{([^}]*)\}\n\}/,
    )?.[1];
    expect(system).toContain(`--accent: ${palette.dark.accent};`);
    expect(system).toContain('--bg: var(--stone-925);');
    expect(system).toContain('color-scheme: dark;');
    // The same declarations as the `.dark` block: written once, applied twice.
    expect(system).toBe(css.match(/\n\.dark \{([^}]*)\}/)?.[1]);
  });

  it('refuses a tokens file that still declares a derived token by hand', () => {
    const handEdited = tokensCss.replace(':root {', ':root {\n  --accent-text: #8f500c;');
    expect(() => withBrandPalette(handEdited, paletteFromTokens(tokensCss))).toThrow(
      /declares --accent-text in :root: these come from brand\.color/,
    );
  });
});
