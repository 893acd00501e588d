/**
 * The autosave slots (docs/decisions/048): one per thing being written and person, replaced in
 * place (an upsert, never a new revision), removed when the work is saved or discarded, and
 * pruned after {@link KEEP_DAYS} days nobody came back to it. Nothing here writes the item
 * itself: its versions, and the editor's check for a save made since, are untouched.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DraftKind } from './tables.ts';

/** How long a slot nobody came back to is kept. */
export const KEEP_DAYS = 30;

/** Which slot: what, which one, whose. */
export interface SlotKey {
  kind: DraftKind;
  target: string;
  userId: number;
}

/** A kept draft as it is offered back. */
export interface Slot<T = unknown> {
  data: T;
  baseVersion: number | null;
  savedAt: string;
}

export interface Autosaves {
  /** Keeps `json` (checked by draft-shapes.ts) in the slot; answers when it was kept. */
  save(key: SlotKey, json: string, baseVersion: number | null): Promise<{ savedAt: string }>;
  /** The slot's draft, or undefined. */
  read<T>(key: SlotKey): Promise<Slot<T> | undefined>;
  /** Empties the slot (after a save, a send or Discard). */
  discard(key: SlotKey): Promise<void>;
}

export function createAutosaves(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Autosaves {
  const where = (key: SlotKey) =>
    db
      .selectFrom('autosaves')
      .where('kind', '=', key.kind)
      .where('target', '=', key.target)
      .where('user_id', '=', key.userId);
  return {
    async save(key, json, baseVersion) {
      const at = now();
      const savedAt = at.toISOString();
      const cutoff = new Date(at.getTime() - KEEP_DAYS * 86_400_000).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('autosaves')
          .values({
            kind: key.kind,
            target: key.target,
            user_id: key.userId,
            data: json,
            base_version: baseVersion,
            saved_at: savedAt,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['kind', 'target', 'user_id'])
              .doUpdateSet({ data: json, base_version: baseVersion, saved_at: savedAt }),
          )
          .execute();
        await trx.deleteFrom('autosaves').where('saved_at', '<', cutoff).execute();
      });
      return { savedAt };
    },
    async read<T>(key: SlotKey) {
      const row = await where(key).select(['data', 'base_version', 'saved_at']).executeTakeFirst();
      if (!row) return undefined;
      return {
        data: JSON.parse(row.data) as T,
        baseVersion: row.base_version,
        savedAt: row.saved_at,
      };
    },
    async discard(key) {
      await db
        .deleteFrom('autosaves')
        .where('kind', '=', key.kind)
        .where('target', '=', key.target)
        .where('user_id', '=', key.userId)
        .execute();
    },
  };
}
