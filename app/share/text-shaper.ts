import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Font, openSync } from 'fontkit';

/** Sets a line of text in one font: its width, and its outlines as SVG path data. */
export interface TextShaper {
  /** Advance width of `text` at `size` px, plus `tracking` em between letters. */
  width(text: string, size: number, tracking?: number): number;
  /** Outline path data of `text` with its baseline starting at (x, y). */
  outline(text: string, size: number, x: number, y: number, tracking?: number): string;
}

/** The shapers a card needs: the brand font at the weights the site uses. */
export interface CardFonts {
  /** Titles (the site's headings are bold). */
  bold: TextShaper;
  /** The wordmark (the logo's extra-bold). */
  heavy: TextShaper;
  /** Small caps lines: kicker, sub-line, domain. */
  semibold: TextShaper;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A shaper over one font file: kerned glyph runs from fontkit, drawn as outlines. */
export function fontShaper(font: Font): TextShaper {
  const layout = (text: string, size: number, tracking: number) => {
    const scale = size / font.unitsPerEm;
    const run = font.layout(text);
    return { run, scale, gap: tracking * size };
  };
  return {
    width(text, size, tracking = 0) {
      const { run, scale, gap } = layout(text, size, tracking);
      const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
      return advance + gap * Math.max(0, run.glyphs.length - 1);
    },
    outline(text, size, x, y, tracking = 0) {
      const { run, scale, gap } = layout(text, size, tracking);
      let pen = x;
      const parts: string[] = [];
      run.glyphs.forEach((glyph, i) => {
        const position = run.positions[i];
        if (!position) return;
        const path = glyph.path
          .scale(scale, -scale)
          .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
          .toSVG();
        if (path) parts.push(path);
        pen += position.xAdvance * scale + gap;
      });
      // One decimal is finer than a pixel and keeps the SVG small.
      return parts.join('').replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
    },
  };
}

/**
 * Archivo, the site's typeface, as static instances from @fontsource/archivo: the variable
 * WOFF2 the site serves cannot be instanced by fontkit, and librsvg cannot read WOFF2 at all, so
 * the card's text is drawn as outlines and no system font is needed.
 */
export function archivoFonts(): CardFonts {
  const require = createRequire(import.meta.url);
  const files = join(dirname(require.resolve('@fontsource/archivo')), 'files');
  const load = (weight: number) =>
    fontShaper(openSync(join(files, `archivo-latin-${weight}-normal.woff2`)));
  return { bold: load(700), heavy: load(800), semibold: load(600) };
}
