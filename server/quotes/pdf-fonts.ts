/**
 * The project's own typeface for a quote's PDF: Archivo from @fontsource/archivo (the static
 * instances the share cards use, app/share/text-shaper.ts), embedded and subset by pdf-lib
 * through @pdf-lib/fontkit. The Latin subset: a character outside it prints as a blank box.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const files = join(dirname(createRequire(import.meta.url).resolve('@fontsource/archivo')), 'files');
const bytes = new Map<number, Uint8Array>();

/** The font file of one weight, read once per process. */
function fontBytes(weight: number): Uint8Array {
  let found = bytes.get(weight);
  if (!found) {
    found = new Uint8Array(readFileSync(join(files, `archivo-latin-${weight}-normal.woff`)));
    bytes.set(weight, found);
  }
  return found;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Archivo regular and bold, embedded (subset) in `pdf`. */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fontBytes(400), { subset: true }),
    pdf.embedFont(fontBytes(700), { subset: true }),
  ]);
  return { regular, bold };
}
