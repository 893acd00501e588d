/**
 * Where a lead's files are: `/admin/lead-files/<id>`, served only to a signed-in person
 * (serve.ts). The office mail links to them, from the configured public address, rather than
 * attaching them (decision 032).
 */
import { fileSize } from '../../app/forms/quote-files.ts';
import type { LeadFile } from './store.ts';

export const LEAD_FILES_PREFIX = '/admin/lead-files/';

/** A file's address on this site. */
export const leadFilePath = (id: number) => `${LEAD_FILES_PREFIX}${id}`;

/** The mail's lines for a lead's files: one link each, after signing in. */
export function fileLinkLines(files: readonly LeadFile[], origin: string): string[] {
  if (files.length === 0) return [];
  const list = files.map(
    (file) =>
      `- ${file.name} (${fileSize(file.size)}${file.notCleaned ? ', not cleaned: kept as sent' : ''}): ${origin}${leadFilePath(file.id)}`,
  );
  return [
    `Files (${files.length}; sign in to open them, they are not attached):\n${list.join('\n')}\n`,
  ];
}
