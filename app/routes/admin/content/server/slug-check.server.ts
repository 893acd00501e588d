/** Whether an item may take an address: its form (the store's rule) and whether it is free. */
import { SLUG } from '../../../../../common/collections';
import type { Services } from '../../../../../server/services';
import { collectionInfo } from '../collection-labels';

export interface SlugCheck {
  slug: string;
  /** Why the address cannot be used, in a sentence; undefined when it can. */
  problem?: string;
}

/** `param` is the item being edited (its own address is free to it), or `new`. */
export async function slugCheck(
  services: Services,
  collection: string,
  slug: string,
  param: string,
): Promise<SlugCheck> {
  if (!SLUG.test(slug)) {
    return {
      slug,
      problem: 'use lower-case letters, digits and single hyphens, e.g. new-roof',
    };
  }
  const taken = await services.content.editor.find(collection, slug);
  if (taken && String(taken.id) !== param) {
    const title = String(taken.fields.title ?? taken.fields.name ?? taken.slug);
    const one = collectionInfo(collection).one;
    return { slug, problem: `another ${one}, “${title}”, already has the address “${slug}”` };
  }
  return { slug };
}
