/**
 * Reads a PDF back with pdf-lib for the tests: each page's text (the hex glyph strings of its
 * content streams decoded through the fonts' ToUnicode maps) and an attached file's bytes.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFRawStream,
  type PDFRef,
  PDFStream,
} from 'pdf-lib';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A stream's bytes, decoded from its filters. */
function streamBytes(stream: PDFStream): Uint8Array {
  return decodePDFRawStream(stream as PDFRawStream).decode();
}

/** Glyph id (hex) → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((from ?? '').toUpperCase(), utf16(to ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = Number.parseInt(lo ?? '0', 16);
      const base = Number.parseInt(to ?? '0', 16);
      for (let code = start; code <= Number.parseInt(hi ?? '0', 16); code++) {
        map.set(
          code
            .toString(16)
            .toUpperCase()
            .padStart(lo?.length ?? 4, '0'),
          String.fromCharCode(base + code - start),
        );
      }
    }
  }
  return map;
}

/** The text of every page, one string per page (each shown string on a line of its own). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const maps = new Map<string, Map<string, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const descendant = font.lookup(PDFName.of('ToUnicode'));
      if (descendant instanceof PDFStream)
        maps.set(name.asString(), unicodeMap(latin1(streamBytes(descendant))));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref as PDFRef, PDFStream))
        : contents
          ? [contents]
          : [];
    const lines: string[] = [];
    let map = new Map<string, string>();
    for (const stream of streams) {
      const ops = latin1(streamBytes(stream as PDFStream));
      for (const [, font, hex] of ops.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (font) map = maps.get(font) ?? map;
        if (hex !== undefined) {
          const ids = hex.toUpperCase().match(/.{4}/g) ?? [];
          lines.push(ids.map((id) => map.get(id) ?? '?').join(''));
        }
      }
    }
    return lines.join('\n');
  });
}

/** The bytes of the file attached under `name`, or undefined. */
export async function pdfAttachment(
  bytes: Uint8Array,
  name: string,
): Promise<Uint8Array | undefined> {
  const pdf = await PDFDocument.load(bytes);
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray)?.asArray() ?? [];
  for (let i = 0; i < list.length; i += 2) {
    const key = pdf.context.lookup(list[i]);
    const text =
      key instanceof PDFHexString
        ? key.decodeText()
        : String((key as { decodeText?: () => string }).decodeText?.());
    if (text !== name) continue;
    const spec = pdf.context.lookup(list[i + 1], PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
    return streamBytes(stream);
  }
  return undefined;
}
