/**
 * Files sent with a quote request (decision 032): the limits and the kinds taken, shared by the
 * form (its picker checks before sending) and the server (which checks the bytes again).
 */

/** The form field that carries them (a multipart form's `files` parts). */
export const QUOTE_FILES_FIELD = 'files';
/** Files one quote may carry. */
export const MAX_QUOTE_FILES = 10;
/** Their size together. */
export const MAX_QUOTE_FILES_BYTES = 50 * 1024 * 1024;
/** What the picker offers (the server judges by the bytes, never by this). */
export const QUOTE_FILES_ACCEPT = 'image/*,.heic,.heif,application/pdf,.pdf';
/** The kinds, as messages name them. */
export const QUOTE_FILE_KINDS = 'photos (JPEG, PNG, WebP, AVIF or iPhone HEIC) or PDF plans';

/** "12.5 MB", "830 KB": a size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the server's request handling hands the quote's action: the files as they arrived. */
export interface QuoteUploads {
  files: { originalName: string; path: string; size: number; head: Uint8Array }[];
  /** More files came than {@link MAX_QUOTE_FILES} (the rest were dropped). */
  tooMany: boolean;
  /** Together they came to more than {@link MAX_QUOTE_FILES_BYTES} (the rest was dropped). */
  overTotal: boolean;
  /** The server had no room to keep them (its disk is full): they were dropped (decision 038). */
  diskFull?: boolean;
}
