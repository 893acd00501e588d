/**
 * The content store's tables (migration 004-content; docs/decisions/022-content-store.md).
 * Fields are JSON text on both engines, so key order and every byte written come back as saved.
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** draft: nothing live; scheduled: goes live at `publish_at`; published: a version is live. */
export type ContentStatus = 'draft' | 'scheduled' | 'published';

/** One item of a collection (a post, a service, the FAQ list, the contact details …). */
export interface ContentItemTable {
  id: Generated<number>;
  collection: string;
  /** The item's address within its collection; a change leaves a redirect behind. */
  slug: string;
  status: ContentStatus;
  /** ISO 8601 UTC time a scheduled publish is due, else null. */
  publish_at: string | null;
  /** The version a scheduled publish makes live. */
  scheduled_version: number | null;
  /** The working copy (the newest revision): fields as JSON, Markdown body. */
  fields: string;
  body: string;
  /** The newest revision's number; 1 for a new item. */
  version: number;
  /** What visitors see: the published revision's fields, body and number (null when none). */
  live_fields: string | null;
  live_body: string | null;
  live_version: number | null;
  /** When the live version was published. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** The user who saved last; null for the seed import and the scheduler. */
  updated_by: number | null;
}

/** content_items as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const contentItemsColumns = {
  id: 'not null',
  collection: 'not null',
  slug: 'not null',
  status: 'not null',
  publish_at: 'null',
  scheduled_version: 'null',
  fields: 'not null',
  body: 'not null',
  version: 'not null',
  live_fields: 'null',
  live_body: 'null',
  live_version: 'null',
  published_at: 'null',
  created_at: 'not null',
  updated_at: 'not null',
  updated_by: 'null',
} as const satisfies Columns<ContentItemTable>;

/** Every save of an item, kept for comparing and restoring. */
export interface ContentRevisionTable {
  id: Generated<number>;
  item_id: number;
  version: number;
  fields: string;
  body: string;
  author: number | null;
  created_at: string;
}

/** content_revisions as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const contentRevisionsColumns = {
  id: 'not null',
  item_id: 'not null',
  version: 'not null',
  fields: 'not null',
  body: 'not null',
  author: 'null',
  created_at: 'not null',
} as const satisfies Columns<ContentRevisionTable>;

/** An old address of an item: `/blog/OLD` answers 301 to the item's current slug. */
export interface ContentRedirectTable {
  collection: string;
  old_slug: string;
  item_id: number;
  created_at: string;
}

/** content_redirects as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const contentRedirectsColumns = {
  collection: 'not null',
  old_slug: 'not null',
  item_id: 'not null',
  created_at: 'not null',
} as const satisfies Columns<ContentRedirectTable>;

/** A stored picture (its bytes live in a MediaStorage under `name`). */
export interface MediaTable {
  id: Generated<number>;
  /** Content-hashed file name, e.g. `3f9a…c1.jpg`: the same bytes are stored once. */
  name: string;
  /** The file name it arrived with (the exporter writes it back under this name). */
  original_name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  /** Default alt text; an item's field may say otherwise. */
  alt: string;
  /** Focal point for crops, 0–1 from the left and the top; null is the centre. */
  focal_x: number | null;
  focal_y: number | null;
  created_at: string;
}

/** media as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const mediaColumns = {
  id: 'not null',
  name: 'not null',
  original_name: 'not null',
  mime: 'not null',
  bytes: 'not null',
  width: 'not null',
  height: 'not null',
  alt: 'not null',
  focal_x: 'null',
  focal_y: 'null',
  created_at: 'not null',
} as const satisfies Columns<MediaTable>;

/** Media bytes kept in the database, so every server of one database shares them. */
export interface MediaBlobTable {
  name: string;
  data: Uint8Array;
}

/** media_blobs as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const mediaBlobsColumns = {
  name: 'not null',
  data: 'not null',
} as const satisfies Columns<MediaBlobTable>;

/** What a rendition of a photo is for: one of the widths, or a square thumbnail. */
export type VariantPurpose = 'width' | 'thumb';

/** A rendition of a stored photo (migration 006): its own content-hashed name and size. */
export interface MediaVariantTable {
  /** The stored picture it was made from. */
  media_name: string;
  /** Content-hashed file name of the rendition; its bytes are in the MediaStorage. */
  name: string;
  mime: string;
  width: number;
  height: number;
  purpose: VariantPurpose;
}

/** media_variants as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const mediaVariantsColumns = {
  media_name: 'not null',
  name: 'not null',
  mime: 'not null',
  width: 'not null',
  height: 'not null',
  purpose: 'not null',
} as const satisfies Columns<MediaVariantTable>;

/**
 * One row (id 1): a counter every content change increments (and every comment approved or
 * hidden: posts show them), for caches to compare.
 */
export interface ContentStateTable {
  id: number;
  version: number;
}

/** content_state as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const contentStateColumns = {
  id: 'not null',
  version: 'not null',
} as const satisfies Columns<ContentStateTable>;

/** A preview link (migration 005): whoever has the token sees the item's draft until expiry. */
export interface ContentPreviewTable {
  token_hash: string;
  item_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
}

/** content_previews as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const contentPreviewsColumns = {
  token_hash: 'not null',
  item_id: 'not null',
  created_by: 'null',
  created_at: 'not null',
  expires_at: 'not null',
} as const satisfies Columns<ContentPreviewTable>;

export interface ContentTables {
  content_previews: ContentPreviewTable;
  content_items: ContentItemTable;
  content_revisions: ContentRevisionTable;
  content_redirects: ContentRedirectTable;
  media: MediaTable;
  media_blobs: MediaBlobTable;
  media_variants: MediaVariantTable;
  content_state: ContentStateTable;
}
