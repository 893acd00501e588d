/**
 * Moving items of a collection into a new order (issue 32: "Order" fields become drag handles
 * and move buttons). The order, like the address, is not a draft's matter: a move changes the
 * working copy and the live copy together, so the site follows at once and no unrelated draft
 * goes live with it. The working copy gets a revision (an open edit screen meets the conflict
 * check instead of saving the old place back).
 */
import { collectionOf, hasOrder } from '../../common/collections.ts';
import { refusal } from '../../common/refusal.ts';
import { addRevision } from './item-insert.ts';
import { parseFields } from './records.ts';
import { type Actor, type Change, changeOf, commit, type WriteDeps } from './write-commit.ts';

export function createReorder(deps: WriteDeps) {
  return {
    /**
     * Gives the collection's items the order of `ids` (1, 2, 3…). `ids` must name every item
     * of the collection once: a list that changed meanwhile is a 409, to reload and move again.
     * Only the items whose place changed are written; returns how many moved.
     */
    reorder: (collectionName: string, ids: readonly number[], actor: Actor): Promise<number> =>
      commit(deps, async (trx) => {
        const collection = collectionOf(collectionName);
        if (!hasOrder(collection)) {
          throw refusal(400, 'this list has no order to change');
        }
        const rows = await trx
          .selectFrom('content_items')
          .selectAll()
          .where('collection', '=', collection)
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (ids.length !== rows.length || new Set(ids).size !== ids.length) {
          throw refusal(409, 'the list changed meanwhile: reload it and move the item again');
        }
        const at = deps.now().toISOString();
        const changes: Change[] = [];
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id);
          if (!row)
            throw refusal(409, 'the list changed meanwhile: reload it and move the item again');
          const order = index + 1;
          const fields = parseFields(row.fields);
          const live = row.live_fields === null ? null : parseFields(row.live_fields);
          if (fields.order === order && (live === null || live.order === order)) continue;
          const version = fields.order === order ? row.version : row.version + 1;
          const updated = await trx
            .updateTable('content_items')
            .set({
              fields: JSON.stringify({ ...fields, order }),
              version,
              ...(live ? { live_fields: JSON.stringify({ ...live, order }) } : {}),
              updated_at: at,
              updated_by: actor,
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (version !== row.version) await addRevision(trx, updated, actor, at);
          changes.push(changeOf(updated, 'reorder', actor, { version, isPublic: live !== null }));
        }
        return { result: changes.length, changes };
      }),
  };
}
