/**
 * The seed's sample comments as rows: approved, marked `sample`, keyed `<post id>:<n>` so that
 * seeding the same post again adds nothing and a sample the office deleted (kept as a
 * `deleted` row) stays deleted. Used by migration 020 (the samples an existing database held
 * in its posts' fields) and by the first start (app/content/sample-comments.ts).
 */
import { type Kysely, sql } from 'kysely';

/** One sample as the seed holds it. */
export interface SampleComment {
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  text: string;
}

/** The post a sample belongs to. */
export interface SamplePost {
  id: number;
  slug: string;
}

/** Inserts the samples of one post that are not there yet; resolves to how many were added. */
export async function insertSamples(
  db: Kysely<unknown>,
  post: SamplePost,
  samples: readonly SampleComment[],
): Promise<number> {
  let added = 0;
  for (const [index, sample] of samples.entries()) {
    const key = `${post.id}:${index + 1}`;
    // ON CONFLICT on the unique key: two servers seeding at once add each sample once.
    const result = await sql`
      INSERT INTO submissions
        (kind, created_at, name, email, message, post_slug, post_id, status, fingerprint, sample, sample_key)
      VALUES
        ('comment', ${`${sample.date}T12:00:00.000Z`}, ${sample.name}, '', ${sample.text},
         ${post.slug}, ${post.id}, 'approved', ${`sample:${key}`}, 1, ${key})
      ON CONFLICT (sample_key) DO NOTHING`.execute(db);
    added += Number(result.numAffectedRows ?? 0);
  }
  return added;
}
