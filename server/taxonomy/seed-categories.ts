/**
 * Importing content/ (docs/decisions/055): a project naming a category the office's list lacks
 * gets it added to the list, in the import's transaction, audited as the system's
 * `category.added`, and the import reports it in words. Refusing was the other choice; the seed
 * is the developer's own starting content, so its categories are the office's to begin with
 * (and to rename in Tags and categories), rather than a reason to import nothing.
 */
import type { Kysely } from 'kysely';
import { audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';

/** A category a seed names that the list lacks: its key, the label it gets, the files naming it. */
export interface SeedCategory {
  slug: string;
  label: string;
  files: string[];
}

/** "kitchen-extensions" → "Kitchen extensions": the label a key from a file gets. */
export const labelOfKey = (slug: string) => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The categories `projects` name that the list does not hold, each with the files naming it. */
export async function unknownCategories(
  db: Kysely<Database>,
  projects: readonly { category: unknown; file: string }[],
): Promise<SeedCategory[]> {
  const listed = new Set(
    (
      await db.selectFrom('taxonomy_terms').select('slug').where('kind', '=', 'category').execute()
    ).map((row) => row.slug),
  );
  const found = new Map<string, SeedCategory>();
  for (const { category, file } of projects) {
    if (typeof category !== 'string' || listed.has(category)) continue;
    const entry = found.get(category) ?? { slug: category, label: labelOfKey(category), files: [] };
    entry.files.push(file);
    found.set(category, entry);
  }
  return [...found.values()];
}

/** Adds them at the end of the list, each audited. Call it inside the import's transaction. */
export async function addSeedCategories(trx: Kysely<Database>, added: readonly SeedCategory[]) {
  const last = await trx
    .selectFrom('taxonomy_terms')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('kind', '=', 'category')
    .executeTakeFirst();
  let position = Number(last?.position ?? 0);
  for (const category of added) {
    position += 1;
    await trx
      .insertInto('taxonomy_terms')
      .values({
        kind: 'category',
        slug: category.slug,
        label: category.label,
        position,
        created_at: isoNow(),
      })
      .execute();
    await audit(trx, {
      actor: { id: null, email: 'system' },
      action: 'category.added',
      subject: category.slug,
      detail: { label: category.label, from: 'content/' },
    });
  }
}

/** The import's report of them, one sentence each. */
export const seedCategoryWords = (added: readonly SeedCategory[]) =>
  added.map(
    (category) =>
      `project category “${category.slug}” (${category.files.join(', ')}) was not in the list: added as “${category.label}”; rename or remove it in Tags and categories`,
  );
