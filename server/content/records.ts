/** An item as the editor sees it (working copy and live copy), read from its row. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';
import type { ContentItemTable, ContentStatus } from './tables.ts';

export type ItemRow = Selectable<ContentItemTable>;

export interface ContentItem {
  id: number;
  collection: string;
  slug: string;
  status: ContentStatus;
  /** When a scheduled publish is due (ISO 8601), else null. */
  publishAt: string | null;
  /** The working copy: the newest revision. */
  version: number;
  fields: Record<string, unknown>;
  body: string;
  /** What visitors see; null when nothing is published. */
  live: { version: number; fields: Record<string, unknown>; body: string } | null;
  /** Whether the working copy differs from the live one (or nothing is live). */
  hasUnpublishedChanges: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: number | null;
}

export const parseFields = (json: string) => JSON.parse(json) as Record<string, unknown>;

export function toItem(row: ItemRow): ContentItem {
  const live =
    row.live_version !== null && row.live_fields !== null && row.live_body !== null
      ? { version: row.live_version, fields: parseFields(row.live_fields), body: row.live_body }
      : null;
  return {
    id: row.id,
    collection: row.collection,
    slug: row.slug,
    status: row.status,
    publishAt: row.publish_at,
    version: row.version,
    fields: parseFields(row.fields),
    body: row.body,
    live,
    hasUnpublishedChanges: live?.version !== row.version,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The item's row, or a 404. */
export async function itemRow(db: Kysely<Database>, id: number): Promise<ItemRow> {
  const row = await db
    .selectFrom('content_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`content item ${id}`);
  return row;
}

/** Every item's slug, per collection (for link checks and free slugs). */
export async function slugsByCollection(
  db: Kysely<Database>,
  { liveOnly = false } = {},
): Promise<Record<string, Set<string>>> {
  let query = db.selectFrom('content_items').select(['collection', 'slug']);
  if (liveOnly) query = query.where('live_version', 'is not', null);
  const slugs: Record<string, Set<string>> = {};
  for (const row of await query.execute()) {
    slugs[row.collection] ??= new Set();
    slugs[row.collection]?.add(row.slug);
  }
  return slugs;
}
