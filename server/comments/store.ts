/**
 * The comments' rows as read (decision 054): a comment is a `submissions` row of kind
 * `comment` with its post's id. What a post shows (approved ones, with the office's reply and
 * who wrote it), the counts the cards show, and the office's list (changes: moderate.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CommentStatus } from './tables.ts';

/** A comment as shown under its post. */
export interface ShownComment {
  id: number;
  name: string;
  createdAt: string;
  text: string;
  /** The office's reply and the name of the person who wrote it. */
  reply: { text: string; by: string } | null;
}

/** A comment as the office moderates it. */
export interface ModeratedComment extends ShownComment {
  email: string;
  status: CommentStatus;
  isSample: boolean;
  postId: number | null;
  postSlug: string | null;
  /** The post's title now (null when the post is gone). */
  postTitle: string | null;
}

type Row = {
  id: number;
  name: string;
  email: string;
  created_at: string;
  message: string | null;
  status: string;
  folder: string;
  sample: number;
  post_id: number | null;
  post_slug: string | null;
  reply: string | null;
  replier: string | null;
};

/** Pending (in the inbox, not yet approved), approved, in Spam, or deleted. */
export function statusOf(row: Pick<Row, 'status' | 'folder'>): CommentStatus {
  if (row.status === 'deleted') return 'deleted';
  if (row.folder === 'spam') return 'spam';
  return row.status === 'approved' ? 'approved' : 'pending';
}

const shown = (row: Row): ShownComment => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  text: row.message ?? '',
  reply: row.reply ? { text: row.reply, by: row.replier ?? 'The office' } : null,
});

function commentRows(db: Kysely<Database>) {
  return db
    .selectFrom('submissions')
    .leftJoin('users', 'users.id', 'submissions.reply_by')
    .select([
      'submissions.id',
      'submissions.name',
      'submissions.email',
      'submissions.created_at',
      'submissions.message',
      'submissions.status',
      'submissions.folder',
      'submissions.sample',
      'submissions.post_id',
      'submissions.post_slug',
      'submissions.reply',
      'users.name as replier',
    ])
    .where('submissions.kind', '=', 'comment');
}

/** The id of the live post at this address, or undefined. */
export async function livePostId(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('content_items')
    .select('id')
    .where('collection', '=', 'posts')
    .where('slug', '=', slug)
    .where('live_version', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

/** The approved comments of the post at this address, oldest first. */
export async function approvedComments(
  db: Kysely<Database>,
  postSlug: string,
): Promise<ShownComment[]> {
  const rows = await commentRows(db)
    .innerJoin('content_items', 'content_items.id', 'submissions.post_id')
    .where('content_items.collection', '=', 'posts')
    .where('content_items.slug', '=', postSlug)
    .where('submissions.status', '=', 'approved')
    .where('submissions.folder', '=', 'inbox')
    .orderBy('submissions.created_at', 'asc')
    .orderBy('submissions.id', 'asc')
    .execute();
  return rows.map(shown);
}

/** How many approved comments each post has, by the post's address now. */
export async function approvedCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('submissions')
    .innerJoin('content_items', 'content_items.id', 'submissions.post_id')
    .select(['content_items.slug', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('submissions.kind', '=', 'comment')
    .where('submissions.status', '=', 'approved')
    .where('submissions.folder', '=', 'inbox')
    .groupBy('content_items.slug')
    .execute();
  return new Map(rows.map((row) => [row.slug, Number(row.n)]));
}

/** How many comments wait for the office. */
export async function pendingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'comment')
    .where('status', '=', 'new')
    .where('folder', '=', 'inbox')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ORDER: Record<CommentStatus, number> = { pending: 0, approved: 1, spam: 2, deleted: 3 };

/** Every comment but the deleted ones: pending first, then approved, then Spam; newest first in each. */
export async function commentsToModerate(
  db: Kysely<Database>,
  limit = 500,
): Promise<ModeratedComment[]> {
  const rows = await commentRows(db)
    .where('submissions.status', '<>', 'deleted')
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(limit)
    .execute();
  const postIds = [...new Set(rows.flatMap((row) => (row.post_id === null ? [] : [row.post_id])))];
  const posts = postIds.length
    ? await db
        .selectFrom('content_items')
        .select(['id', 'slug', 'fields', 'live_fields'])
        .where('id', 'in', postIds)
        .execute()
    : [];
  const postOf = new Map(
    posts.map((post) => {
      const fields = JSON.parse(post.live_fields ?? post.fields) as { title?: unknown };
      return [post.id, { slug: post.slug, title: String(fields.title ?? post.slug) }];
    }),
  );
  return rows
    .map((row) => {
      const post = row.post_id === null ? undefined : postOf.get(row.post_id);
      return {
        ...shown(row),
        email: row.email,
        status: statusOf(row),
        isSample: row.sample === 1,
        postId: row.post_id,
        postSlug: post?.slug ?? row.post_slug,
        postTitle: post?.title ?? null,
      };
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}
