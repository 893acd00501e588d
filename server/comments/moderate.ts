/**
 * The office's changes to a comment (decision 054): approve, withdraw, Spam, Not spam, delete
 * (the row stays, `deleted`), reply or remove the reply. Each is one transaction with its audit
 * entry, and tells the other servers inside it.
 */
import type { Kysely } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';

/** What the office can do to a comment. */
export type CommentAction =
  | { kind: 'approve' }
  | { kind: 'unapprove' }
  | { kind: 'spam' }
  | { kind: 'not-spam' }
  | { kind: 'delete' }
  | { kind: 'reply'; text: string };

/** The audit entry of each action (app/routes/admin/audit-words.ts words them). */
const AUDITED: Record<CommentAction['kind'], { action: string }> = {
  approve: { action: 'comment.approved' },
  unapprove: { action: 'comment.unapproved' },
  spam: { action: 'comment.spam' },
  'not-spam': { action: 'comment.not-spam' },
  delete: { action: 'comment.deleted' },
  reply: { action: 'comment.replied' },
};

/**
 * One change by a person, audited in the same transaction; `changed` runs inside it too (the
 * other servers hear of it only if it commits). Resolves false when there is no such comment
 * (or it was deleted).
 */
export async function moderateComment(
  db: Kysely<Database>,
  id: number,
  action: CommentAction,
  actor: AuditActor & { id: number },
  changed: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('submissions')
      .select(['id', 'post_id', 'post_slug'])
      .where('id', '=', id)
      .where('kind', '=', 'comment')
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (!row) return false;
    const update = trx.updateTable('submissions').where('id', '=', id);
    switch (action.kind) {
      case 'approve':
        await update.set({ status: 'approved', folder: 'inbox', spam_reasons: null }).execute();
        break;
      case 'unapprove':
        await update.set({ status: 'new' }).execute();
        break;
      case 'spam':
        await update
          .set({ folder: 'spam', status: 'new', spam_reasons: JSON.stringify(['office']) })
          .execute();
        break;
      case 'not-spam':
        await update.set({ folder: 'inbox', status: 'new', spam_reasons: null }).execute();
        break;
      case 'delete':
        await update.set({ status: 'deleted' }).execute();
        break;
      case 'reply': {
        const text = action.text.trim();
        await update
          .set({
            reply: text === '' ? null : text,
            reply_by: text === '' ? null : actor.id,
            replied_at: text === '' ? null : isoNow(),
          })
          .execute();
        break;
      }
    }
    // The post's title, never what the visitor wrote or their name (the log outlives erasure).
    const isRemoval = action.kind === 'reply' && action.text.trim() === '';
    await audit(trx, {
      actor,
      action: isRemoval ? 'comment.reply-removed' : AUDITED[action.kind].action,
      subject: `comment #${id}`,
      detail: { post: await postTitle(trx, row.post_id, row.post_slug) },
    });
    await changed(trx);
    return true;
  });
}

/** A post's title now, else its address when it was sent. */
async function postTitle(db: Kysely<Database>, postId: number | null, slug: string | null) {
  const post =
    postId === null
      ? undefined
      : await db
          .selectFrom('content_items')
          .select(['fields', 'live_fields'])
          .where('id', '=', postId)
          .executeTakeFirst();
  if (!post) return slug ?? '';
  const fields = JSON.parse(post.live_fields ?? post.fields) as { title?: unknown };
  return typeof fields.title === 'string' ? fields.title : (slug ?? '');
}
