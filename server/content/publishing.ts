/**
 * Publishing: now, at a set time (the scheduler's publishDue, once even with several servers),
 * and taking an item off the site. Only these writes change what visitors see.
 */
import type { Kysely } from 'kysely';
import { collectionOf } from '../../common/collections.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { type ContentItem, type ItemRow, itemRow, toItem } from './records.ts';
import { assertValid } from './write-checks.ts';
import { type Actor, changeOf, commit, type WriteDeps } from './write-commit.ts';

export function createPublishing(deps: WriteDeps) {
  const nowIso = () => deps.now().toISOString();

  /** Makes the given revision live (inside `trx`); returns the updated row. */
  async function goLive(trx: Kysely<Database>, row: ItemRow, version: number, actor: Actor) {
    const revision = await trx
      .selectFrom('content_revisions')
      .selectAll()
      .where('item_id', '=', row.id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!revision) throw notFound(`version ${version} of ${row.collection}/${row.slug}`);
    await assertValid(
      trx,
      collectionOf(row.collection),
      JSON.parse(revision.fields),
      revision.body,
      row.slug,
    );
    const at = nowIso();
    return trx
      .updateTable('content_items')
      .set({
        status: 'published',
        publish_at: null,
        scheduled_version: null,
        live_fields: revision.fields,
        live_body: revision.body,
        live_version: version,
        published_at: at,
        updated_at: at,
        updated_by: actor,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    /**
     * Publishes the working copy (or `version`) now, or schedules it for `at` when that is
     * in the future; the scheduler (publishDue) makes it live then.
     */
    publish: (
      id: number,
      actor: Actor,
      options: { at?: Date; version?: number } = {},
    ): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        const row = await itemRow(trx, id);
        const version = options.version ?? row.version;
        if (!Number.isInteger(version) || version < 1 || version > row.version) {
          throw notFound(`version ${version} of ${row.collection}/${row.slug}`);
        }
        if (options.at && Number.isNaN(options.at.getTime())) {
          throw refusal(400, 'the publish time is not a valid date and time');
        }
        if (options.at && options.at.getTime() > deps.now().getTime()) {
          const updated = await trx
            .updateTable('content_items')
            .set({
              status: 'scheduled',
              publish_at: options.at.toISOString(),
              scheduled_version: version,
              updated_at: nowIso(),
              updated_by: actor,
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return {
            result: toItem(updated),
            changes: [changeOf(updated, 'schedule', actor, { version })],
          };
        }
        const updated = await goLive(trx, row, version, actor);
        return {
          result: toItem(updated),
          changes: [changeOf(updated, 'publish', actor, { version, isPublic: true })],
        };
      }),

    /**
     * Publishes every scheduled item whose time has come, each once even with several servers
     * asking at the same moment (the update only takes a row still scheduled and due).
     */
    async publishDue(): Promise<ContentItem[]> {
      const now = nowIso();
      const due = await deps.db
        .selectFrom('content_items')
        .select('id')
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .orderBy('publish_at')
        .execute();
      const published: ContentItem[] = [];
      for (const { id } of due) {
        const item = await commit(deps, async (trx) => {
          const row = await trx
            .selectFrom('content_items')
            .selectAll()
            .where('id', '=', id)
            .where('status', '=', 'scheduled')
            .where('publish_at', '<=', now)
            .executeTakeFirst();
          if (!row || row.scheduled_version === null) return { result: undefined, changes: [] };
          const updated = await goLive(trx, row, row.scheduled_version, null);
          return {
            result: toItem(updated),
            changes: [
              changeOf(updated, 'publish', null, {
                version: row.scheduled_version,
                isPublic: true,
              }),
            ],
          };
        });
        if (item) published.push(item);
      }
      return published;
    },

    /** Takes the item off the site (its working copy and revisions stay). */
    unpublish: (id: number, actor: Actor): Promise<ContentItem> =>
      commit(deps, async (trx) => {
        const row = await itemRow(trx, id);
        const updated = await trx
          .updateTable('content_items')
          .set({
            status: 'draft',
            publish_at: null,
            scheduled_version: null,
            live_fields: null,
            live_body: null,
            live_version: null,
            published_at: null,
            updated_at: nowIso(),
            updated_by: actor,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const isPublic = row.live_version !== null;
        return {
          result: toItem(updated),
          changes: [changeOf(updated, 'unpublish', actor, { isPublic })],
        };
      }),
  };
}
