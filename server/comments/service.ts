/**
 * Blog comments as the app uses them (services.comments, decision 054): what a post shows and
 * the counts the cards show, the office's list and changes (each audited, and heard by every
 * server: the posts' pages are dropped from the render caches and the CDN after the commit).
 * A visitor's comment is stored by services.submissions (the Spam checks and the repeat check
 * are the forms'); this names its post by id.
 */

import { sampleComments } from '../../app/content/sample-comments.ts';
import type { AuditActor } from '../accounts/audit.ts';
import type { Db } from '../db/connect.ts';
import { type CommentAction, moderateComment } from './moderate.ts';
import { seedSampleComments } from './seed.ts';
import {
  approvedComments,
  approvedCounts,
  commentsToModerate,
  livePostId,
  pendingCount,
} from './store.ts';

export interface CommentsDeps extends Pick<Db, 'db'> {
  /** A comment shown or hidden: the other servers hear it in the transaction (change-sharing.ts). */
  changed: (trx: Db['db']) => Promise<void>;
  /** …and this server's pages and the CDN after the commit. */
  dropped: () => void;
}

export function createComments({ db, changed, dropped }: CommentsDeps) {
  return {
    /** The approved comments of the post at this address, oldest first. */
    shown: (postSlug: string) => approvedComments(db, postSlug),
    /** Approved comments per post address. */
    counts: () => approvedCounts(db),
    /** How many wait for approval. */
    pending: () => pendingCount(db),
    /** The live post's id at this address (a comment belongs to the id). */
    postId: (slug: string) => livePostId(db, slug),
    /** Every comment not deleted, pending first. */
    list: () => commentsToModerate(db),
    /** One change by a person; false when there is no such comment. */
    async moderate(id: number, action: CommentAction, actor: AuditActor & { id: number }) {
      const done = await moderateComment(db, id, action, actor, changed);
      if (done) dropped();
      return done;
    },
    /** The seed's sample comments under the posts just imported (the first start). */
    seedSamples: () => seedSampleComments(db, sampleComments),
  };
}

export type Comments = ReturnType<typeof createComments>;
