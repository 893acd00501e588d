/**
 * The collections the store holds and how each is checked: the schemas come from
 * app/content/schemas (the same the build and the editor use). The Markdown collections hold
 * items with a body; `settings` holds one document per name (faqs, plans, …) without one.
 */
import type * as v from 'valibot';
import {
  DOCUMENT_NAMES,
  documentSchemas,
  isDocumentName,
  MARKDOWN_COLLECTIONS,
  type MarkdownCollection,
  schemas,
} from '../app/content/schemas/index.ts';
import { refusal } from './refusal.ts';

/** The collection of the site's other copy: one item per document of documentSchemas. */
export const SETTINGS = 'settings';
export type Collection = MarkdownCollection | typeof SETTINGS;
export const COLLECTIONS: readonly Collection[] = [...MARKDOWN_COLLECTIONS, SETTINGS];

/** An item's address within its collection: lower-case letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isCollection = (name: string): name is Collection =>
  (COLLECTIONS as readonly string[]).includes(name);

/** The collection named, or a 404 naming it. */
export function collectionOf(name: string): Collection {
  if (!isCollection(name)) throw refusal(404, `the collection "${name}" does not exist`);
  return name;
}

/**
 * The schema an item's fields must pass (a settings document's depends on its slug; undefined
 * for a name that is no document).
 */
export function schemaOf(collection: Collection, slug: string): v.GenericSchema | undefined {
  if (collection !== SETTINGS) return schemas[collection];
  return isDocumentName(slug) ? documentSchemas[slug] : undefined;
}

/** The problem of a settings document with an unknown name. */
export const unknownDocument = (slug: string) => ({
  field: 'slug',
  message: `slug: there is no settings document "${slug}" (there are ${DOCUMENT_NAMES.join(', ')})`,
});

/** Whether the collection's items have a place in its order (an `order` field): moved in the list. */
export const hasOrder = (collection: Collection) =>
  collection !== SETTINGS && 'order' in schemas[collection].entries;

/** Whether items of the collection have a Markdown body. */
export const hasBody = (collection: Collection) => collection !== SETTINGS;

/** Every { src, alt } picture in an item's fields, with its dotted path. */
export function picturesOf(fields: unknown): { path: string; picture: { src: string } }[] {
  const found: { path: string; picture: { src: string } }[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}.${index}`);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string') {
        found.push({ path: path.slice(1), picture: record as { src: string } });
      } else for (const [key, item] of Object.entries(record)) visit(item, `${path}.${key}`);
    }
  };
  visit(fields, '');
  return found;
}
