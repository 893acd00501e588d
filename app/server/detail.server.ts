import { redirect } from 'react-router';
import type { MarkdownCollection } from '../content/schemas';
import { NOT_FOUND_PATH } from '../lib/paths';
import type { ContentReads } from './content.server';

/**
 * The item a detail route shows. A slug the office changed answers 301 to the item's address
 * now; any other unknown slug goes to the Not Found destination.
 */
export async function detailOrRedirect<T>(
  content: ContentReads,
  collection: MarkdownCollection,
  slug: string | undefined,
  find: (slug: string) => Promise<T | undefined>,
  pathOf: (slug: string) => string,
): Promise<T> {
  const item = slug ? await find(slug) : undefined;
  if (item !== undefined) return item;
  const moved = slug ? await content.redirect(collection, slug) : undefined;
  if (moved) throw redirect(pathOf(moved), 301);
  throw redirect(NOT_FOUND_PATH);
}
