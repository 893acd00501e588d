/** What the editor lists and opens: every item whatever its status, and its revisions. */
import type { Kysely } from 'kysely';
import { type Collection, collectionOf } from '../../common/collections.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { type ContentItem, itemRow, parseFields, toItem } from './records.ts';
import type { ContentStatus } from './tables.ts';

/** One line of the editor's list. */
export interface ItemSummary {
  id: number;
  slug: string;
  /** The working copy's title (or name), for the list. */
  title: string;
  status: ContentStatus;
  publishAt: string | null;
  version: number;
  liveVersion: number | null;
  updatedAt: string;
  updatedBy: number | null;
  /** The working copy's place in its collection's order (null where items have none). */
  order: number | null;
  /** The working copy's picture (its `image` or `avatar`), for the list's thumbnail. */
  picture: string | null;
}

export interface Revision {
  version: number;
  fields: Record<string, unknown>;
  body: string;
  author: number | null;
  createdAt: string;
  /** Whether this is the version visitors see. */
  isLive: boolean;
}

const titleOf = (fields: Record<string, unknown>, slug: string) => {
  const title = fields.title ?? fields.name;
  return typeof title === 'string' ? title : slug;
};

const pictureOf = (fields: Record<string, unknown>) => {
  const picture = (fields.image ?? fields.avatar) as { src?: unknown } | undefined;
  return typeof picture?.src === 'string' && picture.src !== '' ? picture.src : null;
};

export function createEditorReads(db: Kysely<Database>) {
  return {
    /** The collection's items, last changed first; `search` matches the slug, title and body. */
    async list(
      collectionName: string,
      filter: { search?: string; status?: ContentStatus } = {},
    ): Promise<ItemSummary[]> {
      const collection: Collection = collectionOf(collectionName);
      let query = db
        .selectFrom('content_items')
        .selectAll()
        .where('collection', '=', collection)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc');
      if (filter.status) query = query.where('status', '=', filter.status);
      const needle = filter.search?.trim().toLowerCase();
      const rows = (await query.execute()).filter(
        (row) =>
          !needle || `${row.slug}\n${row.fields}\n${row.body}`.toLowerCase().includes(needle),
      );
      return rows.map((row) => {
        const fields = parseFields(row.fields);
        return {
          id: row.id,
          slug: row.slug,
          title: titleOf(fields, row.slug),
          status: row.status,
          publishAt: row.publish_at,
          version: row.version,
          liveVersion: row.live_version,
          updatedAt: row.updated_at,
          updatedBy: row.updated_by,
          order: typeof fields.order === 'number' ? fields.order : null,
          picture: pictureOf(fields),
        };
      });
    },

    /** The item with its working copy and live copy; a 404 when there is none. */
    async get(id: number): Promise<ContentItem> {
      return toItem(await itemRow(db, id));
    },

    /** The item at `slug` in the collection, whatever its status, or undefined. */
    async find(collection: string, slug: string): Promise<ContentItem | undefined> {
      const row = await db
        .selectFrom('content_items')
        .selectAll()
        .where('collection', '=', collection)
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    /** Every revision of the item, newest first. */
    async revisions(id: number): Promise<Revision[]> {
      const item = await itemRow(db, id);
      const rows = await db
        .selectFrom('content_revisions')
        .selectAll()
        .where('item_id', '=', id)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((row) => ({
        version: row.version,
        fields: parseFields(row.fields),
        body: row.body,
        author: row.author,
        createdAt: row.created_at,
        isLive: row.version === item.live_version,
      }));
    },

    /** One revision of the item, or a 404. */
    async revision(id: number, version: number): Promise<Revision> {
      const found = (await this.revisions(id)).find((revision) => revision.version === version);
      if (!found) throw notFound(`version ${version} of content item ${id}`);
      return found;
    },
  };
}

export type EditorReads = ReturnType<typeof createEditorReads>;
