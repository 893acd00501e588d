import type { Generated } from 'kysely';

/**
 * A blog comment's own columns on `submissions` (migration 020-comments, decision 054). A
 * comment is a submission of kind `comment`, so erasure by address, retention, the Spam checks
 * and the repeat check cover it as they cover a lead; these columns make it a comment.
 */

/** The post it belongs to, the office's reply, and whether it is one of the seed's samples. */
export interface CommentColumns {
  /** The post's `content_items.id`: stable when the post's address changes. */
  post_id: number | null;
  /** The office's reply, shown under the comment; null when none. */
  reply: string | null;
  /** The person (users.id) who wrote the reply; their name signs it. */
  reply_by: number | null;
  /** ISO 8601 UTC time the reply was last saved. */
  replied_at: string | null;
  /** 1 for a sample comment from the seed (the office may delete it), else 0. */
  sample: Generated<number>;
  /** A sample's key (`<post id>:<n>`): seeding it again adds nothing. Null for a visitor's. */
  sample_key: string | null;
}

/** The columns migration 020 adds, and whether each may be null (db/columns.ts). */
export const commentColumns = {
  post_id: 'null',
  reply: 'null',
  reply_by: 'null',
  replied_at: 'null',
  sample: 'not null',
  sample_key: 'null',
} as const;

/** A comment as the office moderates it: waiting, shown, in Spam, or deleted (kept as a row). */
export type CommentStatus = 'pending' | 'approved' | 'spam' | 'deleted';
