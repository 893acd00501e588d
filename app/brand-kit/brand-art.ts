/**
 * Makes a committed illustration follow the brand (docs/decisions/018): the amber family the
 * generators draw with (scripts/art/primitives.mjs: amber, soft and their blends with the other
 * palette colours) becomes the derived accent, the `{{…}}` placeholders become the brand's
 * words, and a `<style>` repaints the accents for the dark theme. Browsers apply an SVG image's
 * `prefers-color-scheme` from the page's `color-scheme`, which `.dark` sets, so the artwork
 * follows the site's theme switch; the same style dims the picture a little there. Build code
 * only.
 */
import { type Brand, brand as siteBrand } from '../brand.ts';
import type { BrandPalette } from './brand-palette.ts';
import { fromOklch, mixHex, toOklch } from './color.ts';

/** The generators' palette (scripts/art/primitives.mjs), accents first. */
const AMBER = '#e0892b';
const SOFT = '#f3c58b';
const OTHERS = ['#efe9df', '#d9cdb8', '#a79f92', '#23262b', '#4d6a7d', '#2f4757', '#fbfaf7'];
const SKIN_AND_HAIR = ['#f2cfb0', '#dcaa84', '#b97d56', '#8a5a3b', '#5f3d2a', '#5a3b28', '#a8713f'];

/** The two accent colours the artwork is drawn around, for one theme. */
export interface ArtAccents {
  accent: string;
  soft: string;
}

interface Blend {
  from: 'accent' | 'soft';
  with: string;
  t: number;
}

/** Every drawn colour that is an accent or a blend of one, as the generators compute it. */
function accentFamily(): Map<string, Blend> {
  const family = new Map<string, Blend>([
    [AMBER, { from: 'accent', with: AMBER, t: 0 }],
    [SOFT, { from: 'soft', with: SOFT, t: 0 }],
  ]);
  const neutrals = new Set([...OTHERS, ...SKIN_AND_HAIR]);
  for (const [from, hex] of [
    ['accent', AMBER],
    ['soft', SOFT],
  ] as const) {
    for (const other of [...OTHERS, ...SKIN_AND_HAIR]) {
      for (let step = 1; step < 20; step += 1) {
        const t = step / 20;
        const blend = mixHex(hex, other, t);
        // A blend that is also a plain neutral stays as drawn.
        if (!neutrals.has(blend) && !family.has(blend)) family.set(blend, { from, with: other, t });
      }
    }
  }
  return family;
}

const FAMILY = accentFamily();

/**
 * True for a colour the generators draw as an accent (the default amber, its soft wash, or a
 * blend of either): what a rebrand must leave nowhere in the artwork.
 */
export function isDrawnAccent(hex: string): boolean {
  return FAMILY.has(hex.toLowerCase());
}

/** The artwork's accents for both themes: the fills' accent, and a pale wash of it. */
export function artAccents(palette: BrandPalette): { light: ArtAccents; dark: ArtAccents } {
  // The generators' soft amber is the amber at OKLCH lightness 0.85 with 63% of its chroma.
  const wash = (hex: string) => {
    const colour = toOklch(hex);
    return fromOklch({ ...colour, l: Math.max(colour.l, 0.85), c: colour.c * 0.63 });
  };
  return {
    light: { accent: palette.light.accent, soft: wash(palette.light.accent) },
    dark: { accent: palette.dark.accent, soft: wash(palette.dark.accent) },
  };
}

const recolour = (blend: Blend, accents: ArtAccents) =>
  blend.t === 0 ? accents[blend.from] : mixHex(accents[blend.from], blend.with, blend.t);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The words artwork may draw, by placeholder; drawn text is in capitals. */
export function artWords(brand: Pick<Brand, 'shortName' | 'foundedYear'> = siteBrand) {
  return {
    SHORT_NAME: brand.shortName.toUpperCase(),
    FOUNDED_YEAR: String(brand.foundedYear),
  };
}

const PAINTS = { fill: 'f', stroke: 's', 'stop-color': 'c' } as const;

/**
 * In the dark theme a whole picture is dimmed a little, so its pale paper and white walls do
 * not glare on a dark page; the dark accents are lighter, which keeps them near the brand.
 */
const DARK_BRIGHTNESS = 0.88;

/**
 * The SVG with its accents in the light theme's colours (so it also reads right where CSS
 * is ignored, as in the share cards' renderer), marked `data-<f|s|c>="<original>"`, and a
 * dark-theme `<style>` for those marks (none without dark accents). Unknown placeholders are an
 * error.
 */
export function brandArt(
  svg: string,
  accents: { light: ArtAccents; dark?: ArtAccents },
  words: Record<string, string> = artWords(),
): string {
  const dark = new Map<string, string>();
  // Either quote: Vite inlines a small SVG as a data URI with its double quotes made single.
  const painted = svg.replace(
    /\b(fill|stroke|stop-color)=(["'])(#[0-9a-fA-F]{6})\2/g,
    (whole, paint: keyof typeof PAINTS, quote: string, hex: string) => {
      const blend = FAMILY.get(hex.toLowerCase());
      if (!blend) return whole;
      const original = hex.slice(1).toLowerCase();
      const mark = `data-${PAINTS[paint]}="${original}"`;
      if (accents.dark) dark.set(mark, `[${mark}]{${paint}:${recolour(blend, accents.dark)}}`);
      const colour = recolour(blend, accents.light);
      return `${paint}=${quote}${colour}${quote} data-${PAINTS[paint]}=${quote}${original}${quote}`;
    },
  );
  const worded = painted.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const word = words[name];
    if (word === undefined) throw new Error(`artwork: unknown placeholder {{${name}}}`);
    return escapeXml(word);
  });
  if (!accents.dark) return worded;
  const rules = [`svg{filter:brightness(${DARK_BRIGHTNESS})}`, ...dark.values()].join('');
  const style = `<style>@media (prefers-color-scheme:dark){${rules}}</style>`;
  return worded.replace(/(<svg\b[^>]*>)/, `$1${style}`);
}
