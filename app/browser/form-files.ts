/**
 * What the quote form's file picker works out about the chosen files, for its island
 * (app/islands/file-picker.ts, on the markup of app/sections/file-picker.tsx): which
 * files get a preview, when two picks are the same file, why the files cannot be sent, and how
 * much of each has gone while sending.
 */
import { fileSize, MAX_QUOTE_FILES, MAX_QUOTE_FILES_BYTES } from '../forms/quote-files';

/** Bytes of the body sent so far, told while a form with files is sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Chromium and Firefox show no HEIC: those get the document icon instead of a broken preview. */
export const previewable = (file: File) => /^image\/(jpeg|png|webp|avif|gif)$/.test(file.type);

/** The same file picked twice has the same key. */
export const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** Why the chosen files cannot be sent, or ''. */
export function limitProblem(files: readonly File[]): string {
  if (files.length > MAX_QUOTE_FILES) {
    return `Please choose at most ${MAX_QUOTE_FILES} files; remove ${files.length - MAX_QUOTE_FILES}.`;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_QUOTE_FILES_BYTES) {
    return `These files come to ${fileSize(total)}; please keep them under ${fileSize(MAX_QUOTE_FILES_BYTES)} together.`;
  }
  return '';
}

/**
 * How much of each file has gone, in per cent (undefined when nothing is being sent): the bytes
 * sent laid over the body, whose text fields come first and the files after them in their order.
 */
export function sentPercents(
  files: readonly File[],
  progress: UploadProgress | undefined,
): (number | undefined)[] {
  if (!progress) return files.map(() => undefined);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  let offset = Math.max(progress.total - totalBytes, 0);
  return files.map((file) => {
    const start = offset;
    offset += file.size;
    const done = Math.min(Math.max(progress.loaded - start, 0), file.size);
    return file.size === 0 ? 100 : Math.round((done / file.size) * 100);
  });
}

/** One chosen file, with a preview address while it is shown (both file pickers keep a list). */
export interface ChosenFileEntry {
  file: File;
  key: string;
  preview?: string;
}
