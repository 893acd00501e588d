/**
 * Every change to content, each in one transaction that also bumps the change counter, records
 * a revision where the working copy changes and calls the audit hook; listeners hear of it only
 * after the commit. Saving never changes what visitors see; publishing does.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChangeAnnouncer } from './change-feed.ts';
import { type Collection, collectionOf, hasBody, SLUG } from './collections.ts';
import { ContentError, ContentValidationError, conflict, notFound } from './errors.ts';
import { type AuditHook, bumpStoreVersion, type ContentChange } from './events.ts';
import { type ContentItem, type ItemRow, itemRow, slugsByCollection, toItem } from './records.ts';
import { type CheckContext, contentProblems } from './validate.ts';

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

type Change = Omit<ContentChange, 'storeVersion'>;

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

/** What an item is checked against: every slug (links) and every stored picture. */
export async function checkContext(db: Kysely<Database>, bodyLine = 1): Promise<CheckContext> {
  const slugs = await slugsByCollection(db);
  const names = await db.selectFrom('media').select('name').execute();
  const media = new Set(names.map((row) => row.name));
  return { slugs, hasPicture: (name) => media.has(name), bodyLine };
}

function assertSlug(slug: unknown): asserts slug is string {
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    throw new ContentValidationError([
      {
        field: 'slug',
        message: `slug: use lower-case letters, digits and single hyphens, e.g. new-roof, got ${JSON.stringify(slug)}`,
      },
    ]);
  }
}

/** Throws a 409 when another item of the collection has the slug; frees it from a redirect. */
async function claimSlug(trx: Kysely<Database>, collection: string, slug: string) {
  const taken = await trx
    .selectFrom('content_items')
    .select('id')
    .where('collection', '=', collection)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (taken) throw conflict(`${collection} already has an item at "${slug}"`);
  // An old address given to a new item is the new item's now.
  await trx
    .deleteFrom('content_redirects')
    .where('collection', '=', collection)
    .where('old_slug', '=', slug)
    .execute();
}

async function assertValid(
  trx: Kysely<Database>,
  collection: Collection,
  fields: unknown,
  body: string,
  slug: string,
) {
  const checked = await checkContext(trx);
  // The item's own slug is linkable while it is created.
  const slugs = {
    ...checked.slugs,
    [collection]: new Set([...(checked.slugs[collection] ?? []), slug]),
  };
  const problems = contentProblems(collection, slug, fields, body, { ...checked, slugs });
  if (problems.length > 0) throw new ContentValidationError(problems);
}

async function addRevision(
  trx: Kysely<Database>,
  row: { id: number; version: number; fields: string; body: string },
  author: Actor,
  at: string,
) {
  await trx
    .insertInto('content_revisions')
    .values({
      item_id: row.id,
      version: row.version,
      fields: row.fields,
      body: row.body,
      author,
      created_at: at,
    })
    .execute();
}

const changeOf = (
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

export interface NewItem {
  collection: string;
  slug: string;
  fields: Record<string, unknown>;
  body: string;
}

/** Inserts a checked item as version 1 (a draft unless `publish`), inside `trx`. */
export async function insertItem(
  trx: Kysely<Database>,
  item: NewItem,
  actor: Actor,
  at: string,
  {
    publish = false,
    checked = false,
  }: {
    publish?: boolean;
    /** The caller has checked the slug, fields and body already (the seed import). */
    checked?: boolean;
  } = {},
): Promise<ItemRow> {
  const collection = collectionOf(item.collection);
  if (!checked) {
    assertSlug(item.slug);
    await assertValid(trx, collection, item.fields, item.body, item.slug);
  }
  await claimSlug(trx, collection, item.slug);
  const fields = JSON.stringify(item.fields);
  const inserted = await trx
    .insertInto('content_items')
    .values({
      collection,
      slug: item.slug,
      status: publish ? 'published' : 'draft',
      publish_at: null,
      scheduled_version: null,
      fields,
      body: item.body,
      version: 1,
      live_fields: publish ? fields : null,
      live_body: publish ? item.body : null,
      live_version: publish ? 1 : null,
      published_at: publish ? at : null,
      created_at: at,
      updated_at: at,
      updated_by: actor,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addRevision(trx, inserted, actor, at);
  return inserted;
}

export function createWrites(deps: WriteDeps) {
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
          throw new ContentError(400, 'the publish time is not a valid date and time');
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
          throw new ContentError(400, `the settings document "${row.slug}" keeps its name`);
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
