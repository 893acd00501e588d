/**
 * Colour arithmetic for the build: sRGB hex, WCAG contrast, and OKLCH (to change a colour's
 * lightness while keeping its hue). Plain maths, no dependencies; only build code imports it.
 */

/** A colour in OKLCH: lightness 0–1, chroma (0 for greys), hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as 0–1 channels; throws on anything else. */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`"${hex}" is not a #rrggbb colour`);
  const digits =
    match[1].length === 3
      ? [...match[1]].map((digit) => digit + digit).join('')
      : match[1].toLowerCase();
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16) / 255) as Rgb;
}

/** 0–1 channels as lower-case `#rrggbb` (clamped). */
export function toHex(rgb: Rgb): string {
  const byte = (channel: number) =>
    Math.round(Math.min(1, Math.max(0, channel)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(byte).join('')}`;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1–21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** sRGB hex to OKLCH. */
export function toOklch(hex: string): Oklch {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: hue < 0 ? hue + 360 : hue };
}

/** OKLCH to linear sRGB, possibly outside 0–1 when the colour is out of gamut. */
function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The most chroma sRGB can show at this lightness and hue (up to `c`). */
export function gamutChroma(l: number, h: number, c: number): number {
  if (inGamut(oklchToLinear({ l, c, h }))) return c;
  let [low, high] = [0, c];
  for (let step = 0; step < 24; step += 1) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToLinear({ l, c: mid, h }))) low = mid;
    else high = mid;
  }
  return low;
}

/** OKLCH to hex, lowering chroma (keeping lightness and hue) until sRGB can show it. */
export function fromOklch({ l, c, h }: Oklch): string {
  const lightness = Math.min(1, Math.max(0, l));
  const chroma = gamutChroma(lightness, h, c);
  return toHex(oklchToLinear({ l: lightness, c: chroma, h }).map(toGamma) as Rgb);
}

/** Mixes two hex colours channel by channel in sRGB bytes, as the art generators blend. */
export function mixHex(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)].map((rgb) => rgb.map((v) => Math.round(v * 255)));
  const bytes = (x ?? []).map((v, i) => Math.round(v + ((y?.[i] ?? v) - v) * t));
  return `#${bytes.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
