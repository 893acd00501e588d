/**
 * What the public pages read of the office's lists and of the posts' authors
 * (docs/decisions/055), typed as the pages use it: tags and categories in the lists' order,
 * and each person a post may name, with their photo as the site's picture (its square
 * thumbnail when it has one).
 */
import type { Kysely } from 'kysely';
import type { Image } from '../../app/content/types.ts';
import { mediaIndexWithVariants } from '../content/media.ts';
import { pictureOf } from '../content/published-picture.ts';
import type { Database } from '../db/schema.ts';
import { listTerms } from './terms.ts';

export interface PublicTerm {
  slug: string;
  label: string;
}

export interface PublicAuthor {
  name: string;
  photo: Image | null;
  about: string | null;
}

export interface PublicLists {
  tags: PublicTerm[];
  categories: PublicTerm[];
  /** By the person's id as text (what a post's `author` holds). */
  authors: ReadonlyMap<string, PublicAuthor>;
}

export async function readPublicLists(db: Kysely<Database>): Promise<PublicLists> {
  const [tags, categories, people] = await Promise.all([
    listTerms(db, 'tag'),
    listTerms(db, 'category'),
    db.selectFrom('users').select(['id', 'name', 'photo', 'about', 'disabled_at']).execute(),
  ]);
  const media = people.some((person) => person.photo) ? await mediaIndexWithVariants(db) : null;
  const authors = new Map<string, PublicAuthor>();
  for (const person of people) {
    // Someone who left keeps their name on their posts; their photo and line go with them.
    const here = person.disabled_at === null;
    const picture =
      here && person.photo && media ? pictureOf(media, person.photo, person.name) : null;
    authors.set(String(person.id), {
      name: person.name,
      photo: picture ? (picture.thumb ?? picture) : null,
      about: here ? person.about : null,
    });
  }
  const term = ({ slug, label }: PublicTerm) => ({ slug, label });
  return { tags: tags.map(term), categories: categories.map(term), authors };
}
