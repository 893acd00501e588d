/**
 * The content store: the one place pages, the editor, the scheduler and the seed read and
 * write content (docs/decisions/022-content-store.md).
 *
 *   const content = createContentStore(database, { audit });
 *   await content.published.posts();            // what visitors see, typed as the pages use it
 *   await content.saveDraft(id, { fields, body }, userId);
 *   content.onChange((change) => cache.drop(change));
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type CleaningPool, sharedCleaningPool } from '../file-cleaning/pool.ts';
import type { ChangeAnnouncer } from './change-feed.ts';
import { createEditorReads } from './editor-reads.ts';
import { type AuditHook, type ContentChange, createChangeEmitter, storeVersion } from './events.ts';
import {
  addMedia,
  describeMedia,
  mediaByName,
  mediaIndex,
  mediaWithVariants,
  type NewMedia,
} from './media.ts';
import { databaseMediaStorage, type MediaStorage } from './media-storage.ts';
import { addUpload, type Upload } from './media-upload.ts';
import { sniffPicture } from './picture-facts.ts';
import { createPreviews } from './previews.ts';
import { createPublishedReads } from './published.ts';
import { cachePublishedReads } from './published-cache.ts';
import { exportSeed } from './seed-export.ts';
import { type ImportOptions, importSeed } from './seed-import.ts';
import { type Actor, createWrites, type WriteDeps } from './writes.ts';

export interface ContentStoreOptions {
  /** Told about every change inside its transaction (default: none). */
  audit?: AuditHook;
  /**
   * Tells the other servers of the database about each write, inside its transaction
   * (default: nobody; `announcerFor(dialect, origin)` in change-feed.ts notifies on PostgreSQL).
   */
  announce?: ChangeAnnouncer;
  /** Where media bytes live (default: the database's media_blobs table). */
  storage?: MediaStorage;
  /** The clock (tests set it to check scheduling). */
  now?: () => Date;
  /** Told about a change listener that threw (default: a failure log of its own, on stderr). */
  onListenerError?: (error: unknown) => void;
  /** The workers that clean uploaded photos (default: this process's shared pool). */
  cleaning?: CleaningPool;
}

/** A change made elsewhere: every collection, every item. */
export const ELSEWHERE: Omit<ContentChange, 'storeVersion'> = {
  action: 'sync',
  collection: '*',
  itemId: 0,
  slug: '*',
  actor: null,
  isPublic: true,
};

export function createContentStore(db: Kysely<Database>, options: ContentStoreOptions = {}) {
  const emitter = createChangeEmitter(options.onListenerError);
  const storage = options.storage ?? databaseMediaStorage(db);
  const cleaning = options.cleaning ?? sharedCleaningPool();
  const deps: WriteDeps = {
    db,
    audit: options.audit ?? (() => undefined),
    announce: options.announce ?? (async () => undefined),
    emit: emitter.emit,
    now: options.now ?? (() => new Date()),
  };
  const writes = createWrites(deps);
  const editor = createEditorReads(db);
  return {
    /** What visitors see (live versions only), typed as app/content/types; kept between changes. */
    published: cachePublishedReads(createPublishedReads(db), emitter.onChange),
    /** The same reads, each a fresh look at the database (tests, exports). */
    freshPublished: createPublishedReads(db),
    /** What a preview of item `itemId` shows: the live site with that item's working copy. */
    previewReads: (itemId: number) => createPublishedReads(db, { draftId: itemId }),
    /** Preview links (previews.ts). */
    previews: createPreviews(db, deps.now),
    /** Every item whatever its status, and revisions: the editor's reads. */
    editor,
    ...writes,
    /** Saves an earlier revision's fields and body as the new working copy. */
    async restore(id: number, version: number, actor: Actor) {
      const revision = await editor.revision(id, version);
      return writes.saveDraft(
        id,
        { fields: revision.fields, body: revision.body },
        actor,
        'restore',
      );
    },
    media: {
      /** Stores a picture (type checked by its bytes; SVG only with allowSvg). */
      add: (bytes: Uint8Array, media: NewMedia) => addMedia(db, storage, bytes, media),
      /**
       * Stores an uploaded photo (a temporary file, its type sniffed): cleaned of every
       * metadata tag, turned upright, HEIC made JPEG; resolves after it and its renditions
       * are committed.
       */
      upload: (upload: Upload) => addUpload(db, storage, upload, cleaning),
      get: (name: string) => mediaByName(db, name),
      /** The picture with its renditions (widths, thumbnails), or undefined. */
      withVariants: (name: string) => mediaWithVariants(db, name),
      /** Every stored picture, newest first (the editor's picture library). */
      list: async () =>
        [...(await mediaIndex(db)).values()].sort(
          (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
        ),
      /** The picture's bytes, or undefined. */
      bytes: (name: string) => storage.get(name),
      /**
       * A stored picture or one of its renditions (a photo's Image `src` names a rendition):
       * its bytes and the type they show, or undefined.
       */
      file: async (name: string) => {
        const bytes = await storage.get(name);
        const type = bytes && sniffPicture(bytes);
        return bytes && type ? { type, bytes } : undefined;
      },
      /**
       * Sets the default alt text and the focal point; the items that show the picture hear
       * of it as a `media` change (pages, caches, other servers, the audit log).
       */
      describe: (name: string, change: Parameters<typeof describeMedia>[2], actor?: Actor) =>
        describeMedia(deps, name, change, actor),
    },
    /** The database's change counter: a cache made at one number is current while it holds. */
    version: () => storeVersion(db),
    /**
     * Calls `listener` after every committed change on this server, and after each change
     * another server made once it is heard (`remote: true`); returns the unsubscribe.
     */
    onChange: emitter.onChange,
    /** Tells this server's listeners of a change another server made (change-listener.ts). */
    heard: (change: ContentChange) => emitter.emit({ ...change, remote: true }),
    /**
     * Tells the listeners that changes were made elsewhere up to `storeVersion` (what they
     * were is unknown: caches drop everything). See version-watch.ts.
     */
    changedElsewhere(storeVersion: number) {
      emitter.emit({ ...ELSEWHERE, storeVersion, remote: true });
    },
    /** content/ → database (all files checked first; see seed-import.ts). */
    importSeed: (contentDir: string, importOptions?: ImportOptions) =>
      importSeed(deps, storage, contentDir, importOptions),
    /** Every published item → `outDir` as Markdown with its pictures. */
    exportSeed: (outDir: string) => exportSeed(db, storage, outDir),
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
