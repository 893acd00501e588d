/**
 * A page with form tokens, gzipped once and still sent with a token of its own per answer
 * (page-token.ts): the text around the token placeholders is deflated once, each piece ending
 * on a byte boundary (a sync flush, no last block), and an answer is the gzip header, the
 * pieces with the deflated token between them, an empty last block, and the CRC-32 and length
 * of the whole. Deflate blocks may follow one another so; each piece refers back only to its
 * own text.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { TOKEN_PLACEHOLDER } from '../../app/forms/parse-form.ts';

const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };
/** gzip, deflate, no flags, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last block of fixed codes holding nothing but its end. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

export interface TokenGzip {
  /** The text between the placeholders, as bytes. */
  segments: Buffer[];
  /** Each segment deflated on its own, ending on a byte boundary. */
  deflated: Buffer[];
}

/** The pieces of `body` around its placeholders, deflated once; undefined when it has none. */
export function prepareTokenGzip(body: string): TokenGzip | undefined {
  const texts = body.split(TOKEN_PLACEHOLDER);
  if (texts.length < 2) return undefined;
  const segments = texts.map((text) => Buffer.from(text));
  return { segments, deflated: segments.map((segment) => deflateRawSync(segment, SYNC)) };
}

/** The gzip of the page with `token` in each placeholder's place. */
export function gzipWithToken({ segments, deflated }: TokenGzip, token: string): Buffer {
  const tokenBytes = Buffer.from(token);
  const tokenDeflated = deflateRawSync(tokenBytes, SYNC);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      parts.push(tokenDeflated);
      crc = crc32(tokenBytes, crc);
      size += tokenBytes.length;
    }
    parts.push(deflated[i] as Buffer);
    crc = crc32(segment, crc);
    size += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}
