/**
 * PDFs a hostile visitor could send with a quote (issue 28), made in the test without holding
 * what they expand to: random bytes after `%PDF-`, an object stream whose FlateDecode data
 * inflates to gigabytes, and a file of the form's whole 50 MB.
 */
import { constants, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/**
 * `%PDF-1.7` and then `size` noise bytes: pdf-lib's parser chews on it for minutes. The noise is
 * the same on every run (a seeded xorshift32): some draws of truly random bytes ended the parse
 * at once, which made the time-limit tests pass or fail by chance.
 */
export function randomPdf(size: number, seed = 0x9e3779b9): Buffer {
  const noise = Buffer.alloc(size);
  let state = seed >>> 0 || 1;
  for (let at = 0; at < size; at += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    noise.writeUInt32LE(state, Math.min(at, size - 4));
  }
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]);
}

/**
 * A zlib stream of `megabytes` MB of zeros, built by repeating one fully flushed block (each
 * starts afresh, so the same bytes decode to the next MB): about 1 KB a MB, made in
 * milliseconds. The Adler-32 of n zeros is 1 + (n mod 65521) << 16.
 */
export function zeroBomb(megabytes: number): Buffer {
  const block = deflateSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH }).subarray(2);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((((megabytes * MB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => block),
    // A final, empty fixed-Huffman block, then the checksum.
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}

/** A PDF whose object stream (which pdf-lib decodes on load) inflates to `megabytes` MB. */
export function inflateBombPdf(megabytes: number): Buffer {
  const stream = zeroBomb(megabytes);
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n3 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${stream.length}>>stream\n`,
    ),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R/Size 4>>\n%%EOF\n'),
  ]);
}

/**
 * The largest single file the quote form takes: one byte under 50 MB (busboy marks a file that
 * reaches its size limit as cut off, and the form then refuses it as too large).
 */
export const FORM_LIMIT_PDF_BYTES = 50 * MB - 1;
