/**
 * A photo the office uploaded, into the store: cleaned first (picture-clean.ts: decoded,
 * upright, sRGB, no metadata) in a cleaning worker, off the request thread and within its time
 * and memory limits (decision 037), then stored with its renditions like any picture (media.ts).
 */
import type { Kysely } from 'kysely';
import { type RefusalStatus, refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { CleaningPool } from '../file-cleaning/pool.ts';
import { PastLimit } from '../file-cleaning/tasks.ts';
import { addMedia, type Media } from './media.ts';
import type { MediaStorage } from './media-storage.ts';
import { EXTENSION, type UploadType } from './picture-facts.ts';

export interface Upload {
  /** The temporary file that holds it. */
  path: string;
  /** Its type, sniffed from its first bytes. */
  type: UploadType;
  /** The file name it arrived with. */
  originalName: string;
}

/**
 * The name a picture is exported under (content:export writes it beside the Markdown): the
 * sent name without any folder, control or reserved characters, with the stored type's
 * extension (an iPhone's `IMG_0042.HEIC` is kept as `IMG_0042.jpg`).
 */
export function storedFileName(originalName: string, ext: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}<>:"|?*]/gu, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return `${stem || 'photo'}.${ext}`;
}

/** Cleans and stores an uploaded photo; resolves once it and its renditions are committed. */
export async function addUpload(
  db: Kysely<Database>,
  storage: MediaStorage,
  upload: Upload,
  cleaning: CleaningPool,
): Promise<Media> {
  const label = `"${upload.originalName}"`;
  const clean = await cleaning
    .run({ kind: 'picture', path: upload.path, type: upload.type, label })
    .catch((error: unknown) => {
      const why =
        error instanceof PastLimit
          ? `it needs more ${error.limit === 'time' ? 'time' : 'memory'} than a photo may take to open; please send a smaller copy`
          : 'it could not be opened';
      const code = error instanceof PastLimit ? 'PICTURE_PAST_LIMIT' : 'PICTURE_UNREADABLE';
      throw refusal(422, `${label} could not be read as a picture (${why})`, { code });
    });
  if (clean.kind === 'refused') {
    throw refusal(clean.status as RefusalStatus, clean.message, { code: 'PICTURE_UNREADABLE' });
  }
  if (clean.kind !== 'picture') throw new Error('a cleaning worker answered a photo as a PDF');
  return addMedia(db, storage, clean.bytes, {
    originalName: storedFileName(upload.originalName, EXTENSION[clean.mime]),
  });
}
