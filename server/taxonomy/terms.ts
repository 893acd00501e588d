/**
 * The office's lists (migration 021, docs/decisions/055): tags chosen per post, categories
 * chosen per project. Posts and projects store a term's slug, so a rename changes only the
 * label; a removal takes the term out of every post (a tag) or moves every project to another
 * category (a category), in the same transaction, in the working copy and the live version.
 */
import type { Kysely } from 'kysely';
import { parseFields } from '../content/records.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';
import type { TermKind } from './tables.ts';
import { freeSlug, slugOfLabel } from './term-words.ts';

export interface Term {
  id: number;
  slug: string;
  label: string;
}

/** Where each kind of term is used: the collection and the field that names it. */
const USED_IN = {
  tag: { collection: 'posts', field: 'tags' },
  category: { collection: 'projects', field: 'category' },
} as const satisfies Record<TermKind, { collection: string; field: string }>;

/** The kind's terms in the list's order. */
export async function listTerms(db: Kysely<Database>, kind: TermKind): Promise<Term[]> {
  return db
    .selectFrom('taxonomy_terms')
    .select(['id', 'slug', 'label'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findTerm(db: Kysely<Database>, kind: TermKind, id: number) {
  return db
    .selectFrom('taxonomy_terms')
    .select(['id', 'slug', 'label'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the fields (a JSON text) name the term. */
function names(fieldsJson: string | null, kind: TermKind, slug: string): boolean {
  if (!fieldsJson) return false;
  const value = parseFields(fieldsJson)[USED_IN[kind].field];
  return Array.isArray(value) ? value.includes(slug) : value === slug;
}

/** The items (posts or projects) whose working copy or live version names the term. */
async function itemsNaming(db: Kysely<Database>, kind: TermKind, slug: string) {
  const rows = await db
    .selectFrom('content_items')
    .select(['id', 'fields', 'live_fields'])
    .where('collection', '=', USED_IN[kind].collection)
    .execute();
  return rows.filter((row) => names(row.fields, kind, slug) || names(row.live_fields, kind, slug));
}

/** How many posts (a tag) or projects (a category) name the term. */
export async function usesOf(db: Kysely<Database>, kind: TermKind, slug: string) {
  return (await itemsNaming(db, kind, slug)).length;
}

/** Adds a term at the end of its list; its slug is made from the label, unique in the list. */
export async function addTerm(db: Kysely<Database>, kind: TermKind, label: string): Promise<Term> {
  const existing = await db
    .selectFrom('taxonomy_terms')
    .select(['slug', 'position'])
    .where('kind', '=', kind)
    .execute();
  const slug = freeSlug(slugOfLabel(label), new Set(existing.map((row) => row.slug)));
  const position = Math.max(0, ...existing.map((row) => row.position)) + 1;
  const { id } = await db
    .insertInto('taxonomy_terms')
    .values({ kind, slug, label, position, created_at: isoNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug, label };
}

/** Writes the kind's order: each id its place (1, 2, …). Call it inside a transaction. */
export async function writeOrder(trx: Kysely<Database>, kind: TermKind, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('taxonomy_terms')
      .set({ position: index + 1 })
      .where('kind', '=', kind)
      .where('id', '=', id)
      .execute();
  }
}

export async function renameTerm(db: Kysely<Database>, id: number, label: string) {
  await db.updateTable('taxonomy_terms').set({ label }).where('id', '=', id).execute();
}

/** The fields with the term taken out (a tag) or replaced by `moveTo` (a category). */
function without(fieldsJson: string, kind: TermKind, slug: string, moveTo?: string): string {
  const fields = parseFields(fieldsJson);
  const field = USED_IN[kind].field;
  const value = fields[field];
  if (Array.isArray(value)) fields[field] = value.filter((entry) => entry !== slug);
  else if (value === slug && moveTo) fields[field] = moveTo;
  return JSON.stringify(fields);
}

/**
 * Removes a term: a tag leaves every post that had it; the projects of a category move to
 * `moveTo`. Returns how many items changed. Call it inside a transaction.
 */
export async function removeTerm(
  trx: Kysely<Database>,
  kind: TermKind,
  term: Term,
  moveTo?: string,
): Promise<number> {
  const items = await itemsNaming(trx, kind, term.slug);
  for (const item of items) {
    await trx
      .updateTable('content_items')
      .set({
        fields: without(item.fields, kind, term.slug, moveTo),
        live_fields:
          item.live_fields === null ? null : without(item.live_fields, kind, term.slug, moveTo),
      })
      .where('id', '=', item.id)
      .execute();
  }
  await trx.deleteFrom('taxonomy_terms').where('id', '=', term.id).execute();
  return items.length;
}
