import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cleanPdf } from './pdf-clean';

/** A one-page plan with its maker's name in the document information and an XMP stream. */
async function planWithMetadata() {
  const document = await PDFDocument.create();
  document.setAuthor('Jane Homeowner');
  document.setTitle('Kitchen plan for 12 Elm Street');
  document.setCreator('Plan drawer 3');
  const page = document.addPage([300, 200]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Kitchen wall: 4.2 m', { x: 20, y: 100, size: 14, font });
  const xmp = document.context.stream(
    '<x:xmpmeta><dc:creator>Jane Homeowner</dc:creator></x:xmpmeta>',
    {
      Type: 'Metadata',
      Subtype: 'XML',
    },
  );
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  return document.save({ useObjectStreams: false });
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('cleanPdf', () => {
  it('drops the author, title, creator and XMP metadata and keeps the page', async () => {
    const sent = await planWithMetadata();
    expect(text(sent)).toContain('Jane Homeowner');
    const clean = await cleanPdf(sent);
    expect(clean).toBeDefined();
    const raw = text(clean ?? new Uint8Array());
    expect(raw).not.toContain('Jane Homeowner');
    expect(raw).not.toContain('12 Elm Street');
    expect(raw).not.toContain('xmpmeta');
    const reopened = await PDFDocument.load(clean ?? new Uint8Array());
    expect(reopened.getPageCount()).toBe(1);
    expect(reopened.getAuthor()).toBeUndefined();
    expect(reopened.getPage(0).getSize()).toEqual({ width: 300, height: 200 });
  });

  it('gives nothing for bytes that are not a PDF it can rewrite', async () => {
    expect(await cleanPdf(new TextEncoder().encode('%PDF-1.7\nnot really a pdf'))).toBeUndefined();
  });
});
