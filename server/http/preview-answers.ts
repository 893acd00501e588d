/**
 * Preview links at the door: the view a token opens (the store's reads with the item's draft),
 * and the page for a link that expired or never existed.
 */
import type { Services } from '../services.ts';
import { type OfficeContact, plainPage } from './plain-page.ts';

/** The view a preview token opens, or undefined for an unknown or expired one. */
export async function previewView(services: Services, token: string) {
  const link = await services.content.previews.describe(token);
  if (!link) return undefined;
  return { reads: services.content.previewReads(link.itemId), expiresAt: link.expiresAt };
}

/** The page for a preview link that expired or never existed. */
export function previewGone(contact: OfficeContact): Response {
  const response = plainPage(
    410,
    'This preview link has expired',
    'Preview links work for 7 days. Ask the office for a new one, or see the page as it is published now by opening it without the link.',
    contact,
  );
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}
