/**
 * The one way a content change is made: a transaction that bumps the change counter, calls the
 * audit hook and announces the change to the other servers (delivered only if it commits);
 * this server's listeners hear of it after the commit.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChangeAnnouncer } from './change-feed.ts';
import { type AuditHook, bumpStoreVersion, type ContentChange } from './events.ts';
import type { ItemRow } from './records.ts';

export interface WriteDeps {
  db: Kysely<Database>;
  audit: AuditHook;
  /** Tells the other servers inside the transaction (PostgreSQL NOTIFY; change-feed.ts). */
  announce: ChangeAnnouncer;
  emit: (change: ContentChange) => void;
  now: () => Date;
}

/** Who makes a change: a user id, or null for the seed import and the scheduler. */
export type Actor = number | null;

export type Change = Omit<ContentChange, 'storeVersion'>;

/**
 * Runs `work` in a transaction with the counter bumped, the audit hook called and the change
 * announced to the other servers (delivered only if it commits); then tells this server.
 */
export async function commit<T>(
  deps: WriteDeps,
  work: (trx: Kysely<Database>) => Promise<{ result: T; changes: Change[] }>,
): Promise<T> {
  const done = await deps.db.transaction().execute(async (trx) => {
    const storeVersion = await bumpStoreVersion(trx);
    const { result, changes } = await work(trx);
    for (const change of changes) await deps.audit(change, trx);
    await deps.announce(trx, storeVersion, changes);
    return { result, changes, storeVersion };
  });
  for (const change of done.changes) deps.emit({ ...change, storeVersion: done.storeVersion });
  return done.result;
}

export const changeOf = (
  row: Pick<ItemRow, 'id' | 'collection' | 'slug'>,
  action: Change['action'],
  actor: Actor,
  extra: Partial<Change> = {},
): Change => ({
  action,
  collection: row.collection,
  itemId: row.id,
  slug: row.slug,
  actor,
  isPublic: false,
  ...extra,
});
