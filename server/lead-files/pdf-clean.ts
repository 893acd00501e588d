import { type PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

const METADATA = PDFName.of('Metadata');
const PIECE_INFO = PDFName.of('PieceInfo');

/**
 * A PDF written again without who made it (the document information: author, title, creator
 * program, dates) and without its XMP metadata streams, document-wide and per page; earlier
 * revisions kept by incremental saves are dropped too, since only the latest objects are written.
 * The pages themselves are untouched. Undefined when the file cannot be rewritten (encrypted or
 * damaged): the caller keeps it as sent.
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const { context } = document;
    // Saving writes every object the file holds: what is dropped is deleted, not only unlinked.
    const drop = (owner: PDFDict, key: PDFName) => {
      const value = owner.get(key);
      if (value instanceof PDFRef) context.delete(value);
      owner.delete(key);
    };
    drop(document.catalog, METADATA);
    for (const page of document.getPages()) {
      drop(page.node, METADATA);
      drop(page.node, PIECE_INFO);
    }
    const info = context.trailerInfo.Info;
    if (info instanceof PDFRef) context.delete(info);
    context.trailerInfo.Info = undefined;
    return await document.save({ updateFieldAppearances: false });
  } catch {
    // pdf-lib reads some broken files without a word and fails on their missing parts here.
    return undefined;
  }
}
