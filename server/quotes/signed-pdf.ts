/**
 * The signed PDF (decision 059): the quote document exactly as sent, with a signature page
 * added that names who accepted, when (the company's clock), from which address and browser,
 * and the SHA-256 of the document as sent. The document's exact bytes are attached to the
 * file too, so anyone can check that hash (pdf-lib rewrites the pages it copies).
 */
import { PDFDocument } from 'pdf-lib';
import { embedFonts } from './pdf-fonts.ts';
import { pageWriter } from './pdf-writer.ts';

export interface Signature {
  reference: string;
  company: string;
  name: string;
  /** The time in words on the company's clock ("Sat 28 Nov 2026, 10:42 PST"). */
  at: string;
  address: string;
  browser: string;
  documentSha256: string;
}

/** The document as sent rides inside the signed PDF as this attachment, byte for byte. */
export const AS_SENT_NAME = 'quote-as-sent.pdf';

/** The signature page's lines, in order (the test reads them back from the PDF). */
export function signatureLines(signature: Signature): [string, string][] {
  return [
    ['Accepted by (name typed)', signature.name],
    ['Time', signature.at],
    ['IP address', signature.address],
    ['Browser', signature.browser],
    ['SHA-256 of the quote as sent', signature.documentSha256],
  ];
}

export async function signedPdf(document: Uint8Array, signature: Signature): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(document, { updateMetadata: false });
  const pages = pdf.getPageCount();
  const { regular, bold } = await embedFonts(pdf);
  const page = pageWriter(pdf);
  page.text(`Acceptance of quote ${signature.reference}`, { font: bold, size: 16 });
  page.gap(4);
  page.text(
    `The customer accepted the quote on the ${pages === 1 ? 'page' : `${pages} pages`} before this one by typing their name and ticking the consent box on ${signature.company}’s quote page.`,
    { font: regular, size: 10, muted: true },
  );
  page.gap(12);
  for (const [label, value] of signatureLines(signature)) {
    page.text(label, { font: bold, size: 10 });
    page.text(value, { font: regular, size: 11 });
    page.gap(8);
  }
  await pdf.attach(document, AS_SENT_NAME, {
    mimeType: 'application/pdf',
    description: 'The quote exactly as sent; its SHA-256 is on the signature page.',
    creationDate: new Date('2000-01-01T00:00:00Z'),
    modificationDate: new Date('2000-01-01T00:00:00Z'),
  });
  return pdf.save({ useObjectStreams: false });
}
