/**
 * The office's own quote PDF made ready to keep (decision 059, "One amount and our own PDF"):
 * one file, at most 20 MB, a PDF by its first bytes, cleaned in the cleaning workers off the
 * request thread (decision 037: time and memory limits) and written again without its document
 * information and XMP. Unlike a customer's file (lead-files/prepare.ts), a PDF the cleaning
 * cannot rewrite, or not within its limits, is refused: the office sends its customer only a
 * document the server could read through. Every refusal is a sentence for the office at the
 * `document` field; its cause is logged by code by the caller, never the file's name.
 */
import { createHash } from 'node:crypto';
import { MAX_QUOTE_DOCUMENT_BYTES } from '../../app/forms/quote-document.ts';
import { fileSize, type QuoteUploads } from '../../app/forms/quote-files.ts';
import { refusal } from '../../common/refusal.ts';
import { storedFileName } from '../content/media-upload.ts';
import type { CleaningPool } from '../file-cleaning/pool.ts';
import { PastLimit } from '../file-cleaning/tasks.ts';
import type { LeadFileUpload } from '../lead-files/prepare.ts';

const FIELD = 'document';

const isPdf = (head: Uint8Array) =>
  head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';

const refused = (status: 413 | 415 | 422 | 507, code: string, message: string, cause?: Error) =>
  Object.assign(refusal(status, message, { field: FIELD, code }), cause ? { cause } : {});

/** The cleaned PDF to keep on the lead, or undefined when none was chosen; else a refusal. */
export async function prepareQuoteDocument(
  uploads: QuoteUploads | undefined,
  cleaning: CleaningPool,
): Promise<LeadFileUpload | undefined> {
  if (uploads?.diskFull) {
    throw refused(
      507,
      'QUOTE_DOCUMENT_NO_SPACE',
      'The PDF could not be kept: the server is short of disk space. Nothing was saved; what you typed is still here. Please try again later.',
    );
  }
  const [upload, ...more] = uploads?.files ?? [];
  if (uploads?.overTotal || (upload && upload.size > MAX_QUOTE_DOCUMENT_BYTES)) {
    throw refused(
      413,
      'QUOTE_DOCUMENT_TOO_LARGE',
      `The PDF is larger than ${fileSize(MAX_QUOTE_DOCUMENT_BYTES)}, the most a quote's PDF may be. Nothing was saved; please choose a smaller copy.`,
    );
  }
  if (uploads?.tooMany || more.length > 0) {
    throw refused(
      413,
      'QUOTE_DOCUMENT_TOO_MANY',
      'Choose one PDF for the quote. Nothing was saved.',
    );
  }
  if (!upload || upload.size === 0) return undefined;
  if (!isPdf(upload.head)) {
    throw refused(
      415,
      'QUOTE_DOCUMENT_TYPE',
      'That file is not a PDF. Nothing was saved; please choose your quote as a PDF.',
    );
  }
  const answer = await cleaning
    .run({ kind: 'pdf', path: upload.path })
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (
    answer instanceof PastLimit ||
    (!(answer instanceof Error) && answer.kind === 'pdf' && answer.pastCeiling)
  ) {
    throw refused(
      422,
      'QUOTE_DOCUMENT_PAST_LIMIT',
      'That PDF is too large or too complex for us to open. Nothing was saved; please export a simpler copy (print to PDF usually makes one).',
      answer instanceof Error ? answer : undefined,
    );
  }
  if (answer instanceof Error || answer.kind !== 'pdf' || !answer.bytes) {
    throw refused(
      422,
      'QUOTE_DOCUMENT_UNREADABLE',
      'That PDF could not be opened (it may be damaged or password-protected). Nothing was saved; please choose another copy.',
      answer instanceof Error ? answer : undefined,
    );
  }
  return {
    name: storedFileName(upload.originalName, 'pdf'),
    mime: 'application/pdf',
    bytes: answer.bytes,
    sha256: createHash('sha256').update(answer.bytes).digest('hex'),
    cleaned: true,
  };
}
