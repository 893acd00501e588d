/**
 * A quote's files made ready to store (decision 032): at most 10, 50 MB together, each judged by
 * its bytes (a photo the photo manager takes, HEIC included, or a PDF; anything else, such as a
 * renamed program, is refused with 415), and every photo decoded and written again without any
 * metadata (server/content/picture-clean.ts, the photo manager's cleaning: no GPS, no camera, no
 * EXIF at all; an iPhone's HEIC becomes a JPEG). A PDF is written again without its document
 * information and XMP metadata (./pdf-clean.ts); one that cannot be rewritten (encrypted), or not
 * within the cleaning's time and memory limits, is kept as sent and marked "not cleaned" for the
 * office. A photo past those limits is refused (422). All of it runs in the cleaning workers,
 * off the request thread (decision 037). Files are only ever served as attachments to a
 * signed-in person.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  fileSize,
  MAX_QUOTE_FILES,
  MAX_QUOTE_FILES_BYTES,
  QUOTE_FILE_KINDS,
  type QuoteUploads,
} from '../../app/forms/quote-files.ts';
import { storedFileName } from '../content/media-upload.ts';
import { EXTENSION, sniffUpload } from '../content/picture-facts.ts';
import type { CleaningPool } from '../file-cleaning/pool.ts';
import { PastLimit } from '../file-cleaning/tasks.ts';

/** A file ready for the lead: clean bytes, the name it is offered under, its type. */
export interface LeadFileUpload {
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** SHA-256 of the bytes (part of the duplicate check's fingerprint). */
  sha256: string;
  /** False when kept as sent (see the module comment). */
  cleaned: boolean;
}

/** Why the files were not taken: the status and a sentence for the visitor (and the log's code). */
export interface FilesRefused {
  ok: false;
  status: 413 | 415 | 422 | 507;
  message: string;
  code: string;
  /** The cleaning worker's own failure behind a refusal, for the log. */
  cause?: Error;
}

export type PreparedFiles =
  | {
      ok: true;
      files: LeadFileUpload[];
      /** Why PDFs were kept as sent: past a limit, or the worker failed (logged by code). */
      cleaningFailures: Error[];
    }
  | FilesRefused;

/** The refusal's code when the server had no room for the files (decision 038). */
export const NO_SPACE_CODE = 'LEAD_FILES_NO_SPACE';

const isPdf = (head: Uint8Array) =>
  head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';

/** The name sent, as the visitor knows it, without folders, control or reserved characters. */
const shownName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '').replace(/[\p{Cc}<>:"|?*]/gu, '').slice(0, 120) || 'A file';

const refuse = (status: FilesRefused['status'], code: string, message: string): FilesRefused => ({
  ok: false,
  status,
  code,
  message,
});

/** Checks and cleans what arrived (see the module comment). */
export async function prepareLeadFiles(
  uploads: QuoteUploads | undefined,
  cleaning: CleaningPool,
): Promise<PreparedFiles> {
  // Ours to fix, not the visitor's: said first, whatever else is wrong with the files.
  if (uploads?.diskFull) {
    return refuse(
      507,
      NO_SPACE_CODE,
      'We could not take your files just now: our server is short of space, so nothing was sent. What you typed is still here. Please try again in a few minutes, or send the request without the files and mention them in your message.',
    );
  }
  if (!uploads || uploads.files.length === 0) {
    return uploads?.tooMany || uploads?.overTotal
      ? tooMuch(uploads)
      : { ok: true, files: [], cleaningFailures: [] };
  }
  if (uploads.tooMany || uploads.overTotal) return tooMuch(uploads);
  const kinds = uploads.files.map((file) => (isPdf(file.head) ? 'pdf' : sniffUpload(file.head)));
  const unknown = uploads.files.find((_, index) => !kinds[index]);
  if (unknown) {
    return refuse(
      415,
      'LEAD_FILE_TYPE',
      `“${shownName(unknown.originalName)}” is not a photo or a PDF, so nothing was sent. We take ${QUOTE_FILE_KINDS}; please remove it and send the form again.`,
    );
  }
  const files: LeadFileUpload[] = [];
  const cleaningFailures: Error[] = [];
  for (const [index, upload] of uploads.files.entries()) {
    const kind = kinds[index];
    if (kind === 'pdf') {
      // Rewritten without its author, title and XMP; kept as sent when it cannot be.
      // Past a limit, or if the worker itself fails, the file is kept as sent all the same.
      const answer = await cleaning
        .run({ kind: 'pdf', path: upload.path })
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      if (answer instanceof Error) cleaningFailures.push(answer);
      else if (answer.kind === 'pdf' && answer.pastCeiling) cleaningFailures.push(pastCeiling());
      const clean = answer instanceof Error || answer.kind !== 'pdf' ? undefined : answer.bytes;
      files.push(
        await withHash({
          name: storedFileName(upload.originalName, 'pdf'),
          mime: 'application/pdf',
          bytes: clean ?? (await readFile(upload.path)),
          cleaned: Boolean(clean),
        }),
      );
      continue;
    }
    if (!kind) continue;
    const label = `“${shownName(upload.originalName)}”`;
    const answer = await cleaning
      .run({ kind: 'picture', path: upload.path, type: kind, label })
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (answer instanceof PastLimit) {
      return refuse(
        422,
        'LEAD_FILE_PAST_LIMIT',
        `${label} is too large or too complex for us to open, so nothing was sent. Please remove it or send a smaller copy (a photo at its usual size, or a screenshot), and send the form again.`,
      );
    }
    if (answer instanceof Error || answer.kind !== 'picture') {
      return {
        ...refuse(
          422,
          'LEAD_FILE_UNREADABLE',
          `${label} could not be opened as a picture (it may be damaged), so nothing was sent. Please remove it or choose another copy, and send the form again.`,
        ),
        ...(answer instanceof Error ? { cause: answer } : {}),
      };
    }
    files.push(
      await withHash({
        name: storedFileName(upload.originalName, EXTENSION[answer.mime]),
        mime: answer.mime,
        bytes: answer.bytes,
        cleaned: true,
      }),
    );
  }
  return { ok: true, files, cleaningFailures };
}

function tooMuch(uploads: QuoteUploads): FilesRefused {
  if (uploads.tooMany) {
    return refuse(
      413,
      'LEAD_FILES_TOO_MANY',
      `Please send at most ${MAX_QUOTE_FILES} files with a quote request; nothing was sent. Remove some and send the form again.`,
    );
  }
  return refuse(
    413,
    'LEAD_FILES_TOO_LARGE',
    `The files come to more than ${fileSize(MAX_QUOTE_FILES_BYTES)} together, so nothing was sent. Please remove some or send smaller copies, and send the form again.`,
  );
}

const pastCeiling = () =>
  Object.assign(new Error('a PDF stream inflates past the decoding ceiling'), {
    code: 'PDF_STREAM_PAST_CEILING',
  });

/** Hashed a few MB at a time, letting other requests in between (a file may be 50 MB). */
const HASH_SLICE = 4 * 1024 * 1024;

async function withHash(file: Omit<LeadFileUpload, 'sha256'>): Promise<LeadFileUpload> {
  const hash = createHash('sha256');
  for (let at = 0; at < file.bytes.byteLength; at += HASH_SLICE) {
    hash.update(file.bytes.subarray(at, at + HASH_SLICE));
    await new Promise((turn) => setImmediate(turn));
  }
  return { ...file, sha256: hash.digest('hex') };
}
