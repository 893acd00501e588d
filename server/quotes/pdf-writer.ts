/**
 * Lines of text on A4 pages for a quote's PDF: a cursor that wraps words to a width and starts
 * a new page when the current one is full. Text only; nothing here knows what a quote is.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** A4 in points, and its margin. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.32, 0.32, 0.36);

/** Words of `text` broken into lines no wider than `width` at `size` (a long word alone). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  muted?: boolean;
  /** Left edge from the margin, and the width to wrap to. */
  x?: number;
  width?: number;
  /** Right-aligned at x + width. */
  right?: boolean;
}

/** A writing cursor over `pdf`: pages are added as the text needs them. */
export function pageWriter(pdf: PDFDocument) {
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const full = PAGE.width - PAGE.margin * 2;
  const room = (height: number) => {
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const writer = {
    /** Writes `text` wrapped, moving down; returns the height used. */
    text(text: string, style: TextStyle): number {
      const { font, size, x = 0, width = full - x } = style;
      const lines = wrap(text, font, size, width);
      const lead = size * 1.35;
      for (const line of lines) {
        room(lead);
        y -= lead;
        const at = style.right ? x + width - font.widthOfTextAtSize(line, size) : x;
        page.drawText(line, {
          x: PAGE.margin + at,
          y,
          size,
          font,
          color: style.muted ? MUTED : INK,
        });
      }
      return lines.length * lead;
    },
    /** Cells side by side on one row (each wraps within its width), then below the tallest. */
    row(cells: readonly (TextStyle & { text: string })[]) {
      const size = Math.max(...cells.map((cell) => cell.size));
      room(size * 1.35);
      const top = y;
      let lowest = y;
      const startPage = page;
      for (const cell of cells) {
        y = top;
        page = startPage;
        writer.text(cell.text, cell);
        lowest = Math.min(lowest, y);
      }
      y = lowest;
    },
    gap(points: number) {
      y -= points;
    },
    rule() {
      room(8);
      y -= 4;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.6,
        color: MUTED,
      });
      y -= 4;
    },
    newPage() {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    },
    width: full,
  };
  return writer;
}
