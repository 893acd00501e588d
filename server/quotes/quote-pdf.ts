/**
 * The quote document as sent (decision 059): the customer's page on A4, drawn with pdf-lib in
 * the site's typeface. Its bytes are kept at sending with their SHA-256; the signed PDF is
 * these bytes with a signature page added (signed-pdf.ts).
 */
import { PDFDocument } from 'pdf-lib';
import { formatMoney } from '../../common/quote-money.ts';
import { dayInWords, lineCells, type QuoteView } from '../../common/quote-view.ts';
import { embedFonts } from './pdf-fonts.ts';
import { pageWriter } from './pdf-writer.ts';

/** A fixed date in the file's metadata, so the same quote always makes the same bytes. */
const FIXED = new Date('2000-01-01T00:00:00Z');

export async function quotePdf(view: QuoteView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Quote ${view.reference} from ${view.company}`);
  pdf.setAuthor(view.company);
  pdf.setCreator(view.company);
  pdf.setProducer(view.company);
  pdf.setCreationDate(FIXED);
  pdf.setModificationDate(FIXED);
  const { regular, bold } = await embedFonts(pdf);
  const page = pageWriter(pdf);
  const w = page.width;
  page.text(view.company, { font: bold, size: 20 });
  page.gap(6);
  page.text(`Quote ${view.reference} for ${view.customer}`, { font: bold, size: 14 });
  page.text(`Valid until ${dayInWords(view.validUntil)}`, { font: regular, size: 11, muted: true });
  page.gap(14);
  const columns = [
    { key: 'description', x: 0, width: w * 0.42, right: false },
    { key: 'quantity', x: w * 0.42, width: w * 0.1, right: true },
    { key: 'unitPrice', x: w * 0.52, width: w * 0.17, right: true },
    { key: 'tax', x: w * 0.69, width: w * 0.11, right: true },
    { key: 'amount', x: w * 0.8, width: w * 0.2, right: true },
  ] as const;
  const heads = {
    description: 'Work',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    tax: 'Tax',
    amount: 'Amount',
  };
  page.row(columns.map((c) => ({ ...c, text: heads[c.key], font: bold, size: 10 })));
  page.rule();
  for (const line of view.lines) {
    const cells = lineCells(line, view.currency);
    page.row(columns.map((c) => ({ ...c, text: cells[c.key], font: regular, size: 10 })));
    page.gap(4);
  }
  page.rule();
  const sum = (label: string, minor: number, strong = false) =>
    page.row([
      {
        text: label,
        font: strong ? bold : regular,
        size: strong ? 12 : 10,
        x: w * 0.5,
        width: w * 0.3,
        right: true,
      },
      {
        text: formatMoney(minor, view.currency),
        font: strong ? bold : regular,
        size: strong ? 12 : 10,
        x: w * 0.8,
        width: w * 0.2,
        right: true,
      },
    ]);
  sum('Subtotal', view.subtotalMinor);
  sum('Tax', view.taxMinor);
  sum('Total', view.totalMinor, true);
  page.gap(18);
  if (view.terms.trim()) {
    page.text('Terms', { font: bold, size: 12 });
    page.gap(2);
    page.text(view.terms, { font: regular, size: 10 });
  }
  return pdf.save({ useObjectStreams: false });
}
