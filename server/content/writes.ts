/**
 * Every change to content, each in one transaction (write-commit.ts) that also bumps the change
 * counter, records a revision where the working copy changes and calls the audit hook; listeners
 * hear of it only after the commit. Saving never changes what visitors see; publishing
 * (publishing.ts) does.
 */

import { collectionOf, hasBody } from '../../common/collections.ts';
import { refusal } from '../../common/refusal.ts';
import { conflict } from './errors.ts';
import { addRevision, insertItem, type NewItem } from './item-insert.ts';
import { createPublishing } from './publishing.ts';
import { type ContentItem, itemRow, slugsByCollection, toItem } from './records.ts';
import { createReorder } from './reorder.ts';
import { assertSlug, assertValid, claimSlug } from './write-checks.ts';
import { type Actor, changeOf, commit, type WriteDeps } from './write-commit.ts';

export { insertItem, type NewItem } from './item-insert.ts';
export { checkContext } from './write-checks.ts';
export type { Actor, WriteDeps } from './write-commit.ts';
export { commit } from './write-commit.ts';

export function createWrites(deps: WriteDeps) {
  const nowIso = () => deps.now().toISOString();

  return {
    /** A new item, saved as a draft (version 1); a taken slug is a 409, bad fields a 422. */
    create: (item: NewItem, actor: Actor): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        const row = await insertItem(trx, item, actor, nowIso());
        return { result: toItem(row), changes: [changeOf(row, 'create', actor, { version: 1 })] };
      }),

    /**
     * Saves the working copy as a new revision; the live copy stays as it is. With
     * `baseVersion`, a save made meanwhile by someone else is a 409 rather than overwritten.
     */
    saveDraft: (
      id: number,
      draft: { fields: Record<string, unknown>; body: string; baseVersion?: number },
      actor: Actor,
      action: 'save' | 'restore' = 'save',
    ): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        const row = await itemRow(trx, id);
        if (draft.baseVersion !== undefined && draft.baseVersion !== row.version) {
          throw conflict(
            `${row.collection}/${row.slug} was saved meanwhile (version ${row.version}, this edit started from ${draft.baseVersion}): reload it and make the change again`,
          );
        }
        await assertValid(trx, collectionOf(row.collection), draft.fields, draft.body, row.slug);
        const at = nowIso();
        const updated = await trx
          .updateTable('content_items')
          .set({
            fields: JSON.stringify(draft.fields),
            body: draft.body,
            version: row.version + 1,
            updated_at: at,
            updated_by: actor,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await addRevision(trx, updated, actor, at);
        return {
          result: toItem(updated),
          changes: [changeOf(updated, action, actor, { version: updated.version })],
        };
      }),

    ...createPublishing(deps),

    ...createReorder(deps),

    /** Deletes the item with its revisions and old addresses. */
    remove: (id: number, actor: Actor): Promise<void> =>
      commit(deps, async (trx) => {
        const row = await itemRow(trx, id);
        await trx.deleteFrom('content_redirects').where('item_id', '=', id).execute();
        await trx.deleteFrom('content_revisions').where('item_id', '=', id).execute();
        await trx.deleteFrom('content_items').where('id', '=', id).execute();
        const isPublic = row.live_version !== null;
        return { result: undefined, changes: [changeOf(row, 'delete', actor, { isPublic })] };
      }),

    /** Gives the item a new address; the old one is kept as a redirect to it. */
    changeSlug: (id: number, slug: string, actor: Actor): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        assertSlug(slug);
        const row = await itemRow(trx, id);
        if (!hasBody(collectionOf(row.collection))) {
          throw refusal(400, `the settings document "${row.slug}" keeps its name`);
        }
        if (row.slug === slug) return { result: toItem(row), changes: [] };
        await claimSlug(trx, row.collection, slug);
        const at = nowIso();
        await trx
          .insertInto('content_redirects')
          .values({ collection: row.collection, old_slug: row.slug, item_id: id, created_at: at })
          .execute();
        const updated = await trx
          .updateTable('content_items')
          .set({ slug, updated_at: at, updated_by: actor })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const isPublic = row.live_version !== null;
        return {
          result: toItem(updated),
          changes: [changeOf(updated, 'slug', actor, { oldSlug: row.slug, isPublic })],
        };
      }),

    /** A draft copy of the item's working copy at `slug` (default: the first free `…-copy`). */
    duplicate: (id: number, actor: Actor, slug?: string): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        const row = await itemRow(trx, id);
        let target = slug;
        if (target === undefined) {
          const taken = (await slugsByCollection(trx))[row.collection] ?? new Set();
          target = `${row.slug}-copy`;
          for (let n = 2; taken.has(target); n++) target = `${row.slug}-copy-${n}`;
        }
        const copy = await insertItem(
          trx,
          {
            collection: row.collection,
            slug: target,
            fields: JSON.parse(row.fields),
            body: row.body,
          },
          actor,
          nowIso(),
        );
        return {
          result: toItem(copy),
          changes: [changeOf(copy, 'duplicate', actor, { version: 1, oldSlug: row.slug })],
        };
      }),
  };
}

export type ContentWrites = ReturnType<typeof createWrites>;
