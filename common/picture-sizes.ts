// The sizes a photo is rendered in, in one place: the build's content step
// (scripts/content/images.mjs, through vite-imagetools) and the server's picture pipeline
// (server/content/picture-variants.ts) both read them, so an uploaded photo gets the same widths
// and thumbnails as one beside the Markdown.

/** Widths made of a photo (never wider than the original). */
export const WIDTHS: readonly number[] = [480, 800, 1200, 1600];

/** A thumbnail's square sizes: 80 CSS px at 1x and 2x. */
export const THUMB_WIDTHS: readonly number[] = [80, 160];

/** The widths a photo `width` pixels wide is rendered in: every listed one below it, then its own (capped). */
export function widthsFor(width: number): number[] {
  const widths = WIDTHS.filter((w) => w < width);
  const own = Math.min(width, WIDTHS.at(-1) ?? width);
  // A photo wider than the widest has that width among those below it already.
  if (widths.at(-1) !== own) widths.push(own);
  return widths;
}
