/**
 * The checks on a derived brand palette (./brand-palette.ts): the pairs of colours the
 * components draw together with the contrast WCAG 2.2 asks of each, why a pair cannot pass, and
 * the accessible but doubtful brand colours worth a warning.
 */
import type { AccentTokens, Grounds, PairCheck, ThemeGrounds } from './brand-palette.ts';
import { contrast, type Oklch } from './color.ts';

/** WCAG 2.2 AA: body text, and focus rings and other non-text marks. */
export const TEXT = 4.5;
export const NON_TEXT = 3;

/** The pairs the components draw (see `grep -rn accent app`), with what WCAG asks of each. */
export function pairs(theme: 'light' | 'dark', t: AccentTokens, g: ThemeGrounds) {
  return [
    ['on-accent text on the accent fill (buttons, badges)', t['on-accent'], t.accent, TEXT],
    ['on-accent text on the hover fill (accent-strong)', t['on-accent'], t['accent-strong'], TEXT],
    ['accent text on the page background (bg)', t['accent-text'], g.bg, TEXT],
    ['accent text on cards (surface)', t['accent-text'], g.surface, TEXT],
    ['accent text on muted bands (surface-muted)', t['accent-text'], g.surfaceMuted, TEXT],
    ['focus ring against the page background (bg)', t.focus, g.bg, NON_TEXT],
    ['focus ring against cards (surface)', t.focus, g.surface, NON_TEXT],
    ['focus ring against muted bands (surface-muted)', t.focus, g.surfaceMuted, NON_TEXT],
    ['inverse-accent text on the dark bands (inverse-bg)', t['inverse-accent'], g.inverseBg, TEXT],
    [
      'inverse-accent text on dark band cards (inverse-surface)',
      t['inverse-accent'],
      g.inverseSurface,
      TEXT,
    ],
  ].map(([pair, fg, bg, needs]) => ({
    theme,
    pair: pair as string,
    ratio: contrast(fg as string, bg as string),
    needs: needs as number,
  }));
}

export const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/** Why no lightness helped, in words an editor of app/brand.ts can act on. */
export function advice(color: string, base: Oklch, check: PairCheck): string {
  if (check.theme === 'light' && check.pair.startsWith('focus')) {
    return 'the light theme draws focus rings in --link (tokens.css), not the brand colour: change that neutral';
  }
  if (check.pair.startsWith('on-accent')) {
    return `neither dark nor light text reaches it on any lightness of this hue; pick a brand colour that is clearly light or clearly dark`;
  }
  const tooLight = base.l > 0.5;
  return `no lightness of ${color}'s hue reaches it against the ${check.theme} theme's grounds; pick a ${tooLight ? 'deeper' : 'brighter'} brand colour`;
}

/** A light-theme fill fainter than this against the page is barely seen as a button. */
const FAINT_FILL = 1.5;
/** Below this OKLCH chroma a colour reads as grey. */
const GREY = 0.03;

/** Accessible but doubtful choices, for a warning at build. */
export function offBrand(color: string, base: Oklch, light: AccentTokens, grounds: Grounds) {
  const warnings: string[] = [];
  if (base.c < GREY) {
    warnings.push(
      `brand colour ${color} is a grey (OKLCH chroma ${base.c.toFixed(3)}): accents will look like the neutral text and borders`,
    );
  }
  const fill = contrast(light.accent, grounds.light.bg);
  if (fill < FAINT_FILL) {
    warnings.push(
      `brand colour ${color}: the light theme's accent fill is ${round(fill)}:1 against the page, so buttons and badges hardly stand out; their text still reads (4.5:1), but a deeper brand colour shows them`,
    );
  }
  return warnings;
}
