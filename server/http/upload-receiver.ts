/**
 * Receives a multipart upload (busboy) straight to temporary files, one per `file` part: what
 * arrives is written to disk as it comes, with the stream's back-pressure, so memory holds a
 * chunk or two whatever the size of the photos. Each file stops at the size limit (the rest of
 * it is read and dropped, so the sender still gets the answer). Its first bytes are kept for
 * the type check. The caller removes everything with `cleanup()`, in every case.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

/** How many first bytes of each file are kept for the type check. */
export const HEAD_BYTES = 256;

export interface ReceivedFile {
  /** The file name the browser sent (only ever shown back to the person who sent it). */
  originalName: string;
  /** The temporary file holding what arrived (at most `maxFileBytes`). */
  path: string;
  /** Bytes that arrived for this file (counted to the limit). */
  size: number;
  /** True when the file was longer than the limit (its end was dropped). */
  tooLarge: boolean;
  /** Its first bytes, for the type check. */
  head: Uint8Array;
}

export interface Received {
  files: ReceivedFile[];
  /** The form's text fields (first value of each name). */
  fields: Map<string, string>;
  /** True when more files came than `maxFiles` (the rest were dropped). */
  tooMany: boolean;
  /** True when the files together came to more than `maxTotalBytes` (the rest was dropped). */
  overTotal: boolean;
  /** The most bytes any file had waiting in memory to be written to disk at once. */
  peakBuffered: number;
}

export interface ReceiveOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** Where the temporary folder goes (the system's temporary folder by default). */
  tmpDir?: string;
  /** Size of the chunks busboy hands on (its default is 64 KiB). */
  highWaterMark?: number;
  /** The name of the parts that are files to keep (default `file`). */
  fileField?: string;
  /** The most bytes all files may come to together (default: no limit but `maxFileBytes` each). */
  maxTotalBytes?: number;
  /** Text fields taken (default 20) and the longest value (default 4096 bytes). */
  maxFields?: number;
  maxFieldBytes?: number;
}

/** A multipart body that cannot be read as one (cut off, no boundary, broken framing). */
export class MalformedUpload extends Error {
  override name = 'MalformedUpload';
  readonly code = 'UPLOAD_MALFORMED';
}

/**
 * Reads the multipart body of `request` into a new temporary folder. Resolves once every
 * file is on disk; `cleanup` removes the folder (call it whatever happened, also on a throw:
 * the folder is removed before a failure is thrown).
 */
export async function receiveUpload(
  request: Request,
  options: ReceiveOptions,
): Promise<Received & { cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'media-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    return { ...(await receiveInto(dir, request, options)), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function receiveInto(
  dir: string,
  request: Request,
  options: ReceiveOptions,
): Promise<Received> {
  const { maxFileBytes, maxFiles, highWaterMark, fileField = 'file' } = options;
  const maxTotal = options.maxTotalBytes ?? Number.POSITIVE_INFINITY;
  let written = 0;
  const received: Received = {
    files: [],
    fields: new Map(),
    tooMany: false,
    overTotal: false,
    peakBuffered: 0,
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      highWaterMark,
      limits: {
        fileSize: maxFileBytes,
        files: maxFiles,
        fields: options.maxFields ?? 20,
        fieldSize: options.maxFieldBytes ?? 4096,
      },
    });
  } catch (error) {
    throw new MalformedUpload('the upload is not multipart/form-data with a boundary', {
      cause: error,
    });
  }
  const writes: Promise<void>[] = [];
  let writeError: unknown;
  parser.on('field', (name, value) => {
    if (!received.fields.has(name)) received.fields.set(name, value);
  });
  parser.on('filesLimit', () => {
    received.tooMany = true;
  });
  parser.on('file', (name, stream, info) => {
    // A form with no file chosen still sends an empty part with no name; other fields' files
    // are not ours to keep.
    if (name !== fileField || !info.filename || received.overTotal) {
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      originalName: info.filename,
      path: join(dir, String(received.files.length)),
      size: 0,
      tooLarge: false,
      head: new Uint8Array(0),
    };
    received.files.push(file);
    const out = createWriteStream(file.path);
    // Past the files' total nothing more is written: what is written is counted across the
    // files (their writes may overlap), cut at the total, and the rest dropped.
    const untilTotal = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const room = Math.max(maxTotal - written, 0);
        written += Math.min(room, chunk.byteLength);
        if (room < chunk.byteLength) received.overTotal = true;
        done(
          null,
          room >= chunk.byteLength ? chunk : room > 0 ? chunk.subarray(0, room) : undefined,
        );
      },
    });
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.byteLength;
      if (file.head.byteLength < HEAD_BYTES) {
        file.head = Buffer.concat([file.head, chunk]).subarray(0, HEAD_BYTES);
      }
      // What waits in memory for the disk: the write stream's queue and this chunk.
      received.peakBuffered = Math.max(received.peakBuffered, out.writableLength + chunk.length);
    });
    stream.on('limit', () => {
      file.tooLarge = true;
    });
    // Caught at once (a rejection left waiting would stop the process); rethrown below.
    writes.push(
      pipeline(stream, untilTotal, out).catch((error) => {
        writeError ??= error;
      }),
    );
  });
  const body = request.body
    ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    : Readable.from([]);
  try {
    await pipeline(body, parser);
  } catch (error) {
    await Promise.all(writes);
    throw new MalformedUpload('the upload was cut off or is not well-formed multipart', {
      cause: error,
    });
  }
  await Promise.all(writes);
  if (writeError) throw writeError;
  return received;
}
