/**
 * A ceiling on what pdf-lib decodes from one stream (decision 037). Loading a PDF, pdf-lib
 * inflates its object and cross-reference streams whole, growing a buffer by doubling: a 1.5 MB
 * "inflate bomb" asked for gigabytes. Those streams hold only the file's small objects, so past
 * {@link MAX_DECODED_STREAM_BYTES} the decoding throws. pdf-lib catches that as a broken object
 * and reads on, so the ceiling is also noted: {@link passedCeiling} tells the worker to keep the
 * file as sent. Installed once, in the cleaning worker only (pdf-lib 1.17.1 does not export its
 * DecodeStream class: it is reached through a decoder of a tiny stream).
 */
import { decodePDFRawStream, PDFContext, PDFRawStream } from 'pdf-lib';

/** A decoded object stream past this is refused (real ones are kilobytes to a few MB). */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;

export class StreamPastCeiling extends Error {
  readonly code = 'PDF_STREAM_PAST_CEILING';
}

interface Growable {
  ensureBuffer(requested: number): Uint8Array;
}

/** An empty zlib stream: header, a final empty block, Adler-32 of nothing. */
const EMPTY_ZLIB = new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);

let passed = false;

/** Whether a stream reached the ceiling since the last call (which starts the count again). */
export function passedCeiling(): boolean {
  const was = passed;
  passed = false;
  return was;
}

/** Makes every pdf-lib stream decoder in this thread stop at `ceiling` bytes. */
export function capDecodedStreams(ceiling = MAX_DECODED_STREAM_BYTES): void {
  const context = PDFContext.create();
  const raw = PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), EMPTY_ZLIB);
  const decoder = Object.getPrototypeOf(Object.getPrototypeOf(decodePDFRawStream(raw)));
  const base = decoder as Growable & { capped?: boolean };
  if (base.capped || typeof base.ensureBuffer !== 'function') return;
  const grow = base.ensureBuffer;
  base.ensureBuffer = function capped(this: Growable, requested: number) {
    if (requested > ceiling) {
      passed = true;
      throw new StreamPastCeiling('a PDF stream inflates past the ceiling');
    }
    return grow.call(this, requested);
  };
  base.capped = true;
}
