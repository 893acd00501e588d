/**
 * Content changes as events, for caches to drop what they hold: an in-process emitter, which
 * PostgreSQL LISTEN/NOTIFY feeds with the other servers' changes (change-feed.ts,
 * change-listener.ts), and the database's change counter (`content_state.version`), which
 * every write increments in its transaction.
 */

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createFailureLog } from '../ops/failure-log.ts';

export type ContentAction =
  | 'import'
  | 'create'
  | 'save'
  | 'publish'
  | 'schedule'
  | 'unpublish'
  | 'delete'
  | 'slug'
  | 'duplicate'
  /** Items moved to new places in their collection's order (both copies: reorder.ts). */
  | 'reorder'
  | 'restore'
  | 'media'
  /** Changes made elsewhere (another server, a command), seen by the counter: see version-watch.ts. */
  | 'sync';

/** One committed change. */
export interface ContentChange {
  action: ContentAction;
  collection: string;
  itemId: number;
  slug: string;
  /** The slug it had before a slug change. */
  oldSlug?: string;
  /** The item's version after the change (the live one for publish). */
  version?: number;
  /** The user who made it; null for the seed import, the scheduler and another server's change. */
  actor: number | null;
  /** The database's change counter after the change. */
  storeVersion: number;
  /** Whether what visitors see changed (publish, unpublish, delete, slug, scheduled publish). */
  isPublic: boolean;
  /** True for a change another server made, heard over PostgreSQL NOTIFY. */
  remote?: boolean;
}

/** Told about every change inside its transaction (the accounts' audit log writes there). */
export type AuditHook = (
  change: Omit<ContentChange, 'storeVersion'>,
  trx: Kysely<Database>,
) => void | Promise<void>;

export type ChangeListener = (change: ContentChange) => void;

/** Where a listener's failure goes when the store is given no log (scripts, unit tests). */
const ownLog = createFailureLog();
const logListenerError = (error: unknown) =>
  ownLog.failure('content', error, '(a change listener failed)');

export function createChangeEmitter(onListenerError = logListenerError) {
  const listeners = new Set<ChangeListener>();
  return {
    /** Calls `listener` after every committed change; returns the function that stops it. */
    onChange(listener: ChangeListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(change: ContentChange) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

/**
 * Increments the change counter as a transaction's first write: it also takes the writers'
 * lock (SQLite's write lock, PostgreSQL's row lock), so two writers never interleave.
 */
export async function bumpStoreVersion(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable('content_state')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The change counter: equal numbers mean nothing changed in between, on any server. Content
 * writes move it, and so does a comment approved or hidden (services.ts).
 */
export async function storeVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
