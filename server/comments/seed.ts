/**
 * The first start's sample comments (decision 054): each post of the seed that the store holds
 * gets its samples as approved rows marked `sample` (sample-rows.ts keys them, so a second run,
 * or a second server starting at once, adds none, and a deleted sample stays deleted).
 */
import type { Kysely } from 'kysely';
import type { SampleCommentSeed } from '../../app/content/sample-comments.ts';
import type { Database } from '../db/schema.ts';
import { insertSamples } from './sample-rows.ts';

/** Adds the samples of every post the store has by that address; resolves to how many were added. */
export async function seedSampleComments(
  db: Kysely<Database>,
  samples: Readonly<Record<string, readonly SampleCommentSeed[]>>,
): Promise<number> {
  const slugs = Object.keys(samples);
  if (slugs.length === 0) return 0;
  const posts = await db
    .selectFrom('content_items')
    .select(['id', 'slug'])
    .where('collection', '=', 'posts')
    .where('slug', 'in', slugs)
    .execute();
  let added = 0;
  for (const post of posts) {
    added += await insertSamples(db as Kysely<unknown>, post, samples[post.slug] ?? []);
  }
  return added;
}
