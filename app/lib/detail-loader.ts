import { redirect } from 'react-router';
import { NOT_FOUND_PATH } from './paths';

/**
 * Returns the item for a detail route, or throws a redirect to the Not Found
 * destination. Used at build time by every detail route's `loader`.
 */
export function findOrNotFound<T>(find: (slug: string) => T | undefined, slug?: string): T {
  const item = slug ? find(slug) : undefined;
  if (item === undefined) throw redirect(NOT_FOUND_PATH);
  return item;
}

/**
 * Client-side guard: an unknown slug redirects before any request is made
 * (a static host has no data file for it).
 */
export function assertKnownSlug(slugs: readonly string[], slug?: string): void {
  if (!slug || !slugs.includes(slug)) throw redirect(NOT_FOUND_PATH);
}
