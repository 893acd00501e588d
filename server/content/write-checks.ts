/** The checks every write makes before it stores an item: its slug, its fields and body, its links. */
import type { Kysely } from 'kysely';
import type { Collection } from '../../common/collections.ts';
import { SLUG } from '../../common/collections.ts';
import { invalid } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { refProblems } from '../taxonomy/ref-checks.ts';
import { conflict } from './errors.ts';
import { slugsByCollection } from './records.ts';
import { type CheckContext, contentProblems } from './validate.ts';

/** What an item is checked against: every slug (links) and every stored picture. */
export async function checkContext(db: Kysely<Database>, bodyLine = 1): Promise<CheckContext> {
  const slugs = await slugsByCollection(db);
  const names = await db.selectFrom('media').select('name').execute();
  const media = new Set(names.map((row) => row.name));
  return { slugs, hasPicture: (name) => media.has(name), bodyLine };
}

export function assertSlug(slug: unknown): asserts slug is string {
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    throw invalid([
      {
        field: 'slug',
        message: `slug: use lower-case letters, digits and single hyphens, e.g. new-roof, got ${JSON.stringify(slug)}`,
      },
    ]);
  }
}

/** Throws a 409 when another item of the collection has the slug; frees it from a redirect. */
export async function claimSlug(trx: Kysely<Database>, collection: string, slug: string) {
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

export async function assertValid(
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
  const problems = [
    ...contentProblems(collection, slug, fields, body, { ...checked, slugs }),
    // The author, tags and category must be in the office's lists (docs/decisions/055).
    ...(await refProblems(trx, collection, fields)),
  ];
  if (problems.length > 0) throw invalid(problems);
}
