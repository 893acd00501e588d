/**
 * The collections the store holds and how each is checked: the schemas come from
 * app/content/schemas (the same the build and the editor use).
 */
import {
  IMAGE_FIELDS,
  MARKDOWN_COLLECTIONS,
  type MarkdownCollection,
  schemas,
} from '../../app/content/schemas/index.ts';
import { notFound } from './errors.ts';

export type Collection = MarkdownCollection;
export const COLLECTIONS: readonly Collection[] = MARKDOWN_COLLECTIONS;

/** The public address of an item of each collection that has pages (for redirects, links). */
export const SECTIONS: Partial<Record<Collection, string>> = {
  posts: '/blog',
  services: '/services',
  projects: '/portfolio',
};

/** An item's address within its collection: lower-case letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isCollection = (name: string): name is Collection =>
  (COLLECTIONS as readonly string[]).includes(name);

/** The collection named, or a 404 naming it. */
export function collectionOf(name: string): Collection {
  if (!isCollection(name)) throw notFound(`the collection "${name}"`);
  return name;
}

export const schemaOf = (collection: Collection) => schemas[collection];

/** The front-matter fields that hold a picture ({ src, alt }). */
export const pictureFields = (fields: Record<string, unknown>) =>
  IMAGE_FIELDS.filter((key) => {
    const value = fields[key] as { src?: unknown } | undefined;
    return typeof value?.src === 'string';
  });
