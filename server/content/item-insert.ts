/** A new item and its revisions: version 1 at creation, one more at every save. */
import type { Kysely } from 'kysely';
import { collectionOf } from '../../common/collections.ts';
import type { Database } from '../db/schema.ts';
import type { ItemRow } from './records.ts';
import { assertSlug, assertValid, claimSlug } from './write-checks.ts';
import type { Actor } from './write-commit.ts';

export async function addRevision(
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
