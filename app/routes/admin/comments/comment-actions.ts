/**
 * What the Comments screen can ask (decision 054), read from a form post: the action, the
 * comment's id and, for a reply, its words. Browser-safe and plain, so the words of each
 * answer live beside the codes that name them.
 */
import type { CommentAction } from '../../../../server/comments/moderate';

/** The longest reply the office can write (a visitor's comment may be as long). */
export const REPLY_MAX = 5000;

const SIMPLE = ['approve', 'unapprove', 'spam', 'not-spam', 'delete'] as const;

/** The screen's answer after each action, by the code in `?done=`. */
export const DONE_WORDS: Record<string, string> = {
  approve: 'Comment approved: it shows under its post now.',
  unapprove: 'Approval withdrawn: the comment no longer shows on the site.',
  spam: 'Moved to Spam: it does not show on the site.',
  'not-spam': 'Taken out of Spam: it waits for approval.',
  delete: 'Comment deleted: it no longer shows on the site or here.',
  reply: 'Reply saved: it shows under the comment, signed with your name.',
  'reply-removed': 'Reply removed.',
  gone: 'That comment had been deleted already.',
};

/** The action a post asks for, or why it cannot be read. */
export function readCommentAction(
  intent: string,
  reply: string,
): { ok: true; action: CommentAction } | { ok: false; message: string } {
  const simple = SIMPLE.find((kind) => kind === intent);
  if (simple) return { ok: true, action: { kind: simple } };
  if (intent === 'reply' || intent === 'remove-reply') {
    const text = intent === 'reply' ? reply.trim() : '';
    if (intent === 'reply' && text === '') {
      return { ok: false, message: 'Write the reply, or choose Remove the reply.' };
    }
    if (text.length > REPLY_MAX) {
      return {
        ok: false,
        message: `The reply is ${text.length} characters long: keep it to ${REPLY_MAX}.`,
      };
    }
    return { ok: true, action: { kind: 'reply', text } };
  }
  return { ok: false, message: 'Unknown action.' };
}
