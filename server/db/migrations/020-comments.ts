import { type Kysely, sql } from 'kysely';
import { insertSamples, type SampleComment } from '../../comments/sample-rows.ts';

/** The post fields the editor no longer has: the typed count and the typed comments. */
const GONE_FIELDS = ['comments', 'sampleComments'] as const;

/** The fields' JSON without the gone fields (key order and the rest kept as stored). */
function withoutGone(json: string): string {
  const fields = JSON.parse(json) as Record<string, unknown>;
  if (!GONE_FIELDS.some((name) => name in fields)) return json;
  for (const name of GONE_FIELDS) delete fields[name];
  return JSON.stringify(fields);
}

function samplesOf(json: string | null): SampleComment[] {
  const fields = JSON.parse(json ?? '{}') as { sampleComments?: unknown };
  return Array.isArray(fields.sampleComments) ? (fields.sampleComments as SampleComment[]) : [];
}

/**
 * Comments are the visitors' (issue 32, docs/decisions/054): a comment belongs to its post by
 * the post's id (its address may change), may carry the office's reply signed by a person,
 * and may be one of the seed's samples. A database that already had posts turns each post's
 * typed sample comments into approved sample rows, and its posts lose the typed count and list.
 */
export function commentsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('post_id', 'integer').execute();
      await db.schema.alterTable('submissions').addColumn('reply', 'text').execute();
      await db.schema.alterTable('submissions').addColumn('reply_by', 'integer').execute();
      await db.schema.alterTable('submissions').addColumn('replied_at', 'text').execute();
      await db.schema
        .alterTable('submissions')
        .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('submissions').addColumn('sample_key', 'text').execute();
      await db.schema
        .createIndex('submissions_sample_key')
        .on('submissions')
        .column('sample_key')
        .unique()
        .execute();
      await db.schema
        .createIndex('submissions_post_id')
        .on('submissions')
        .columns(['post_id', 'status'])
        .execute();
      // Comments sent before: their post by its address then.
      await sql`
        UPDATE submissions SET post_id = (
          SELECT id FROM content_items
          WHERE collection = 'posts' AND content_items.slug = submissions.post_slug
        )
        WHERE kind = 'comment'`.execute(db);
      const posts = await sql<{
        id: number;
        slug: string;
        fields: string;
        live_fields: string | null;
      }>`SELECT id, slug, fields, live_fields FROM content_items WHERE collection = 'posts'`.execute(
        db,
      );
      for (const post of posts.rows) {
        await insertSamples(db, post, samplesOf(post.live_fields ?? post.fields));
        await sql`
          UPDATE content_items SET fields = ${withoutGone(post.fields)},
            live_fields = ${post.live_fields === null ? null : withoutGone(post.live_fields)}
          WHERE id = ${post.id}`.execute(db);
        const revisions = await sql<{ id: number; fields: string }>`
          SELECT id, fields FROM content_revisions WHERE item_id = ${post.id}`.execute(db);
        for (const revision of revisions.rows) {
          const fields = withoutGone(revision.fields);
          if (fields === revision.fields) continue;
          await sql`UPDATE content_revisions SET fields = ${fields} WHERE id = ${revision.id}`.execute(
            db,
          );
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM submissions WHERE sample = 1`.execute(db);
      await db.schema.dropIndex('submissions_post_id').execute();
      await db.schema.dropIndex('submissions_sample_key').execute();
      for (const column of ['sample_key', 'sample', 'replied_at', 'reply_by', 'reply', 'post_id']) {
        await db.schema.alterTable('submissions').dropColumn(column).execute();
      }
    },
  };
}
