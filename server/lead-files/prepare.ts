/**
 * A quote's files made ready to store (decision 032): at most 10, 50 MB together, each judged by
 * its bytes (a photo the photo manager takes, HEIC included, or a PDF; anything else, such as a
 * renamed program, is refused with 415), and every photo decoded and written again without any
 * metadata (server/content/picture-clean.ts, the photo manager's cleaning: no GPS, no camera, no
 * EXIF at all; an iPhone's HEIC becomes a JPEG). A PDF is written again without its document
 * information and XMP metadata (./pdf-clean.ts); one that cannot be rewritten (encrypted) is kept
 * as sent. Files are only ever served as attachments to a signed-in person.
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
import { cleanPicture } from '../content/picture-clean.ts';
import { EXTENSION, sniffUpload } from '../content/picture-facts.ts';
import { pictureWork } from '../content/picture-queue.ts';
import { cleanPdf } from './pdf-clean.ts';

/** A file ready for the lead: clean bytes, the name it is offered under, its type. */
export interface LeadFileUpload {
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** SHA-256 of the bytes (part of the duplicate check's fingerprint). */
  sha256: string;
}

/** Why the files were not taken: the status and a sentence for the visitor (and the log's code). */
export interface FilesRefused {
  ok: false;
  status: 413 | 415 | 422 | 507;
  message: string;
  code: string;
}

export type PreparedFiles = { ok: true; files: LeadFileUpload[] } | FilesRefused;

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
export async function prepareLeadFiles(uploads: QuoteUploads | undefined): Promise<PreparedFiles> {
  // Ours to fix, not the visitor's: said first, whatever else is wrong with the files.
  if (uploads?.diskFull) {
    return refuse(
      507,
      NO_SPACE_CODE,
      'We could not take your files just now: our server is short of space, so nothing was sent. What you typed is still here. Please try again in a few minutes, or send the request without the files and mention them in your message.',
    );
  }
  if (!uploads || uploads.files.length === 0) {
    return uploads?.tooMany || uploads?.overTotal ? tooMuch(uploads) : { ok: true, files: [] };
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
  for (const [index, upload] of uploads.files.entries()) {
    const kind = kinds[index];
    if (kind === 'pdf') {
      const sent = await readFile(upload.path);
      // Rewritten without its author, title and XMP; kept as sent when it cannot be (encrypted).
      const clean = await pictureWork(() => cleanPdf(sent));
      files.push(
        withHash({
          name: storedFileName(upload.originalName, 'pdf'),
          mime: 'application/pdf',
          bytes: clean ?? sent,
        }),
      );
      continue;
    }
    if (!kind) continue;
    const label = `“${shownName(upload.originalName)}”`;
    try {
      const clean = await pictureWork(() => cleanPicture(upload.path, kind, label));
      files.push(
        withHash({
          name: storedFileName(upload.originalName, EXTENSION[clean.mime]),
          mime: clean.mime,
          bytes: clean.bytes,
        }),
      );
    } catch {
      return refuse(
        422,
        'LEAD_FILE_UNREADABLE',
        `${label} could not be opened as a picture (it may be damaged), so nothing was sent. Please remove it or choose another copy, and send the form again.`,
      );
    }
  }
  return { ok: true, files };
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

const withHash = (file: Omit<LeadFileUpload, 'sha256'>): LeadFileUpload => ({
  ...file,
  sha256: createHash('sha256').update(file.bytes).digest('hex'),
});
