/**
 * Receives a multipart upload (busboy) straight to temporary files, one per `file` part: what
 * arrives is written to disk as it comes, with the stream's back-pressure, so memory holds a
 * chunk or two whatever the size of the photos. Each file stops at the size limit (the rest of
 * it is read and dropped, so the sender still gets the answer). Its first bytes are kept for
 * the type check. A disk that fills up (or a caller that found too little room before) stops the
 * writing, never the reading: the rest is read and dropped, the text fields are still taken, and
 * `diskFull` says why the files are missing (decision 038). The folder is made per upload
 * (./upload-folders.ts); the caller removes it with `cleanup()`, in every case.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { slowBodyIn } from './body-pace.ts';
import { makeUploadFolder } from './upload-folders.ts';

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
  /**
   * Set when a file arrived that could not be kept for want of disk space: the code of why (`ENOSPC` or
   * `EDQUOT` from a write, `TEMP_DISK_LOW` when `noRoom` was given). What arrived of them was
   * dropped; the fields were taken.
   */
  diskFull?: string;
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
  /** The caller found too little room in the temporary folder: read it all, write nothing. */
  noRoom?: boolean;
  /** Stops the reading (and removes the folder) when the sender is gone. */
  signal?: AbortSignal;
  /** Opens a file for writing (a full device in tests; `createWriteStream` otherwise). */
  createFile?: (path: string) => Writable;
}

/** A multipart body that cannot be read as one (cut off, no boundary, broken framing). */
export class MalformedUpload extends Error {
  override name = 'MalformedUpload';
  readonly code = 'UPLOAD_MALFORMED';
}

/** Errors that mean the disk (or the user's quota) is full. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);
const noSpaceCode = (error: unknown) => {
  const code = String((error as { code?: unknown } | undefined)?.code);
  return NO_SPACE.has(code) ? code : undefined;
};

/**
 * Reads the multipart body of `request` into a new temporary folder. Resolves once every
 * file is on disk; `cleanup` removes the folder (call it whatever happened, also on a throw:
 * the folder is removed before a failure is thrown).
 */
export async function receiveUpload(
  request: Request,
  options: ReceiveOptions,
): Promise<Received & { cleanup: () => Promise<void> }> {
  let dir: string | undefined;
  let noFolder = options.noRoom ? 'TEMP_DISK_LOW' : undefined;
  if (!noFolder) {
    try {
      dir = await makeUploadFolder(options.tmpDir ?? tmpdir());
    } catch (error) {
      // Not even a folder fits: the files are dropped as they arrive, the fields still taken.
      noFolder = noSpaceCode(error);
      if (!noFolder) throw error;
    }
  }
  const cleanup = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  try {
    const folder = dir ?? { missing: noFolder ?? 'ENOSPC' };
    return { ...(await receiveInto(folder, request, options)), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function receiveInto(
  folder: string | { missing: string },
  request: Request,
  options: ReceiveOptions,
): Promise<Received> {
  // Without a folder (no room for one), a file that arrives is dropped and flagged with why.
  const dir = typeof folder === 'string' ? folder : undefined;
  const { maxFileBytes, maxFiles, highWaterMark, fileField = 'file' } = options;
  const createFile = options.createFile ?? ((path: string) => createWriteStream(path));
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
  /** What of `chunk` still fits under the files' total (counted across files), if anything. */
  const withinTotal = (chunk: Buffer) => {
    const room = Math.max(maxTotal - written, 0);
    const take = Math.min(room, chunk.byteLength);
    written += take;
    if (take < chunk.byteLength) received.overTotal = true;
    return take === chunk.byteLength ? chunk : take > 0 ? chunk.subarray(0, take) : undefined;
  };
  parser.on('file', (name, stream, info) => {
    // A form with no file chosen still sends an empty part with no name; other fields' files
    // are not ours to keep.
    if (name !== fileField || !info.filename || received.overTotal) {
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      originalName: info.filename,
      path: join(dir ?? '', String(received.files.length)),
      size: 0,
      tooLarge: false,
      head: new Uint8Array(0),
    };
    received.files.push(file);
    if (typeof folder !== 'string') received.diskFull ??= folder.missing;
    stream.on('limit', () => {
      file.tooLarge = true;
    });
    const out = dir && !received.diskFull && !writeError ? createFile(file.path) : undefined;
    // Once writing stopped (or never started), the rest of the part is read and dropped, so
    // busboy goes on to the next part and the sender gets the answer.
    let writing = out !== undefined;
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.byteLength;
      if (file.head.byteLength < HEAD_BYTES) {
        file.head = Buffer.concat([file.head, chunk]).subarray(0, HEAD_BYTES);
      }
      if (!out || !writing) return;
      // What waits in memory for the disk: the write stream's queue and this chunk.
      received.peakBuffered = Math.max(received.peakBuffered, out.writableLength + chunk.length);
      const part = withinTotal(chunk);
      if (part && !out.write(part)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    });
    if (!out) {
      stream.resume();
      return;
    }
    writes.push(
      new Promise<void>((done) => {
        out.once('close', () => done());
        out.once('error', (error: unknown) => {
          writing = false;
          const full = noSpaceCode(error);
          if (full) received.diskFull ??= full;
          else writeError ??= error;
          out.destroy();
          stream.resume();
        });
        stream.once('end', () => {
          if (writing) out.end();
        });
        // Busboy ends a part with an error when the body is cut off: the file is closed.
        stream.once('error', () => {
          writing = false;
          out.destroy();
        });
      }),
    );
  });
  const body = request.body
    ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    : Readable.from([]);
  try {
    await pipeline(body, parser, { signal: options.signal });
  } catch (error) {
    await Promise.all(writes);
    // A sender too slow or gone quiet is told so (body-pace.ts), not that the form was broken.
    const slow = slowBodyIn(error);
    if (slow) throw slow;
    throw new MalformedUpload('the upload was cut off or is not well-formed multipart', {
      cause: error,
    });
  }
  await Promise.all(writes);
  if (writeError) throw writeError;
  return received;
}
