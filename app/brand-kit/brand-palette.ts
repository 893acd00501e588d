/**
 * The accent tokens of both themes, derived from the one brand colour (app/brand.ts) at build
 * time (docs/decisions/018). Every token keeps the brand's hue; only its OKLCH lightness moves,
 * as little as needed for each pair of colours the components draw together to meet WCAG 2.2
 * (4.5:1 for text, 3:1 for focus rings). The neutrals (grounds and ink) come from tokens.css.
 */
import { advice, NON_TEXT, offBrand, pairs, round, TEXT } from './brand-palette-checks.ts';
import { contrast, fromOklch, type Oklch, toOklch } from './color.ts';

/** The neutral colours of one theme that accents are drawn on. */
export interface ThemeGrounds {
  bg: string;
  surface: string;
  surfaceMuted: string;
  inverseBg: string;
  inverseSurface: string;
}

export interface Grounds {
  light: ThemeGrounds;
  dark: ThemeGrounds;
  /** The light theme's focus ring (a neutral steel, not the accent). */
  lightFocus: string;
  /** Text colours that can sit on an accent fill: the darkest and the lightest neutral. */
  darkInk: string;
  lightInk: string;
}

/** The derived tokens of one theme, named as in tokens.css without the `--`. */
export interface AccentTokens {
  accent: string;
  'accent-strong': string;
  'on-accent': string;
  'accent-text': string;
  focus: string;
  'inverse-accent': string;
}

/** A pair of colours the pages draw together, and the contrast WCAG asks of it. */
export interface PairCheck {
  theme: 'light' | 'dark';
  pair: string;
  ratio: number;
  needs: number;
}

export interface BrandPalette {
  color: string;
  light: AccentTokens;
  dark: AccentTokens;
  /** Every pair checked, passing or not. */
  checks: PairCheck[];
  /** One sentence per failing pair: the build stops on any (decision 018). */
  failures: string[];
  /** Accessible but doubtful results (a grey brand, a fill the page hides): printed, not fatal. */
  warnings: string[];
}

/** How far the hover shades and the dark theme's fill sit from the colour they start from. */
const STEP = 0.08;
/** Text tokens aim a little above 4.5:1 (as the hand-picked amber did), a margin for rounding. */
const TEXT_AIM = 5;

/**
 * The brand at lightness `l`: tints lose chroma towards white and shades towards black, as
 * the hand-picked amber tints did, so a lighter orange reads as a paler orange.
 */
function at(base: Oklch, l: number): string {
  const share = l > base.l ? (1 - l) / Math.max(1e-6, 1 - base.l) : l / Math.max(1e-6, base.l);
  return fromOklch({ ...base, l, c: base.c * Math.sqrt(Math.min(1, Math.max(0, share))) });
}

/**
 * The nearest lightness to `from`, moving in `direction`, whose colour passes `meets`; the
 * extreme of the range when none does (the checks then name the pair that fails).
 */
function shade(base: Oklch, from: number, direction: 1 | -1, meets: (hex: string) => boolean) {
  let last = at(base, from);
  for (let l = from; l >= 0 && l <= 1; l += direction * 0.0025) {
    last = at(base, l);
    if (meets(last)) return last;
  }
  return last;
}

/** A step lighter than `l`, short of white: an already light brand stays as it is. */
const lighter = (l: number) => Math.max(l, Math.min(l + STEP, 0.9));

const passesOn = (grounds: string[], ratio: number) => (hex: string) =>
  grounds.every((ground) => contrast(hex, ground) >= ratio);

/** The ink (dark or light neutral) that reads best on a fill. */
function inkFor(fill: string, grounds: Grounds): string {
  return contrast(grounds.darkInk, fill) >= contrast(grounds.lightInk, fill)
    ? grounds.darkInk
    : grounds.lightInk;
}

/**
 * Where a hover fill starts: a step further from the ink, or a step towards it when the fill
 * is already as light (or dark) as it goes.
 */
function hoverFrom(l: number, away: 1 | -1): number {
  const next = l + away * STEP;
  return next > 0.97 || next < 0.08 ? l - away * STEP : next;
}

/** Lighter for dark ink, darker for light ink: the way a fill gains contrast with its text. */
const awayFrom = (ink: string, grounds: Grounds): 1 | -1 => (ink === grounds.darkInk ? 1 : -1);

function lightTokens(base: Oklch, grounds: Grounds): AccentTokens {
  const g = grounds.light;
  const brand = fromOklch(base);
  const ink = inkFor(brand, grounds);
  const away = awayFrom(ink, grounds);
  const inkPasses = (hex: string) => contrast(ink, hex) >= TEXT;
  const accent = shade(base, base.l, away, inkPasses);
  const strong = shade(base, hoverFrom(toOklch(accent).l, away), away, inkPasses);
  const onLight = [g.bg, g.surface, g.surfaceMuted];
  const onBand = [g.inverseBg, g.inverseSurface];
  return {
    accent,
    'accent-strong': strong,
    'on-accent': ink,
    'accent-text': shade(base, Math.min(base.l, 0.62), -1, passesOn(onLight, TEXT_AIM)),
    focus: grounds.lightFocus,
    'inverse-accent': shade(base, Math.max(lighter(base.l), 0.6), 1, passesOn(onBand, TEXT_AIM)),
  };
}

function darkTokens(base: Oklch, light: AccentTokens, grounds: Grounds): AccentTokens {
  const g = grounds.dark;
  const onDark = [g.bg, g.surface, g.surfaceMuted];
  // The fill sits a step lighter than the brand and stands out from the dark grounds (3:1);
  // whichever ink reads best on it must reach 4.5:1.
  const accent = shade(base, lighter(base.l), 1, (hex) => {
    const ink = inkFor(hex, grounds);
    return passesOn(onDark, NON_TEXT)(hex) && contrast(ink, hex) >= TEXT;
  });
  const ink = inkFor(accent, grounds);
  const away = awayFrom(ink, grounds);
  const strong = shade(base, hoverFrom(toOklch(accent).l, away), away, (hex) => {
    return contrast(ink, hex) >= TEXT;
  });
  const text = shade(base, lighter(toOklch(accent).l), 1, passesOn(onDark, TEXT_AIM));
  const onBand = [g.inverseBg, g.inverseSurface];
  return {
    accent,
    'accent-strong': strong,
    'on-accent': ink,
    'accent-text': text,
    focus: text,
    'inverse-accent': shade(
      base,
      toOklch(light['inverse-accent']).l,
      1,
      passesOn(onBand, TEXT_AIM),
    ),
  };
}

/** Derives both themes' accent tokens from `color` (`#rrggbb`) on the given neutrals. */
export function deriveBrandPalette(color: string, grounds: Grounds): BrandPalette {
  const base = toOklch(color);
  const light = lightTokens(base, grounds);
  const dark = darkTokens(base, light, grounds);
  const checks = [...pairs('light', light, grounds.light), ...pairs('dark', dark, grounds.dark)];
  const failures = checks
    .filter((check) => check.ratio < check.needs)
    .map(
      (check) =>
        `brand colour ${color}: ${check.pair} in the ${check.theme} theme is ${round(check.ratio)}:1, needs ${check.needs}:1 — ${advice(color, base, check)}`,
    );
  return { color, light, dark, checks, failures, warnings: offBrand(color, base, light, grounds) };
}

/** Custom-property declarations for one theme's tokens. */
export function tokenDeclarations(tokens: AccentTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
}
