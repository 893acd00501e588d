/**
 * Reviews asked for (issue 33, docs/decisions/061-reviews-asked-for.md) as the app uses them
 * (services.reviews): the finished step of a Won lead, the review settings, the two job kinds
 * (request and reminder) on the jobs table, the mailed links, and the reviews the office pastes
 * and approves for the site's testimonials.
 */
import type { Kysely } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Jobs } from '../jobs/runner.ts';
import {
  followReviewLink,
  markFinished,
  REMINDER_KIND,
  REQUEST_KIND,
  type ReviewMailDeps,
  sendReviewMail,
  stopReviewMails,
} from './requests.ts';
import { readReviewSettings, writeReviewSettings } from './review-settings.ts';
import {
  approvedReviews,
  checkReview,
  listReviews,
  ownRating,
  parseReviewRows,
  type TypedReview,
} from './review-store.ts';

export interface ReviewDeps extends ReviewMailDeps {
  db: Kysely<Database>;
  jobs: Jobs;
  /** Asks the outbox to send what was queued. */
  flush: () => void;
  /** The approved reviews changed: pages showing testimonials are rendered again. */
  changed: () => void;
  now?: () => Date;
}

export function createReviews(deps: ReviewDeps) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const send = (reminder: boolean) => async (job: { payload: Record<string, unknown> }) => {
    const leadId = Number(job.payload.leadId);
    if (!Number.isInteger(leadId)) return;
    if (await sendReviewMail(db, deps, leadId, reminder, now())) deps.flush();
  };
  jobs.register(REQUEST_KIND, {
    label: 'Review request to a customer',
    run: send(false),
    maxAttempts: 10,
    backoff: { firstMs: 5 * 60_000, capMs: 12 * 3600_000 },
  });
  jobs.register(REMINDER_KIND, {
    label: 'Review reminder to a customer',
    run: send(true),
    maxAttempts: 10,
    backoff: { firstMs: 5 * 60_000, capMs: 12 * 3600_000 },
  });

  /** One review changed (approved, hidden, deleted), with its audit entry, in one transaction. */
  const reviewChange = async (
    id: number,
    actor: AuditActor,
    action: 'review.approved' | 'review.hidden' | 'review.deleted',
    work: (trx: Kysely<Database>) => Promise<{ author: string; wasShown: boolean } | undefined>,
  ) => {
    const done = await db.transaction().execute(async (trx) => {
      const review = await work(trx);
      if (review) await audit(trx, { actor, action, subject: `review #${id}` });
      return review;
    });
    if (!done) return false;
    if (action === 'review.approved' || done.wasShown) deps.changed();
    return true;
  };

  return {
    settings: () => readReviewSettings(db),
    saveSettings: (
      typed: { link: string; delayDays: string },
      actor: AuditActor & { id: number },
    ) =>
      writeReviewSettings(db, typed, actor.id, (trx, saved) =>
        audit(trx, {
          actor,
          action: 'review.settings',
          subject: saved.link ? new URL(saved.link).host : 'off',
          detail: { delayDays: saved.delayDays },
        }),
      ),
    /** Marks a Won lead finished; its review request is scheduled when requests are on. */
    async markFinished(leadId: number, actor: number, day: string) {
      const at = now();
      const result = await markFinished(db, { leadId, actor, now: at }, day);
      // A request due now (no delay) goes at once rather than at the runner's next tick.
      if (result.requestDueAt && Date.parse(result.requestDueAt) <= at.getTime()) jobs.kick();
      return result;
    },
    /** The finished day and the request's state of one lead, for the lead screen. */
    async finishedOf(leadId: number) {
      return db
        .selectFrom('review_requests')
        .select(['finished_on', 'sent_at', 'reminded_at', 'followed_at', 'unsubscribed_at'])
        .where('submission_id', '=', leadId)
        .executeTakeFirst();
    },
    follow: (token: string) => followReviewLink(db, token, now()),
    stop: (token: string) => stopReviewMails(db, token, now()),
    /** How the requests went: asked, reminded, followed, stopped. */
    async requestCounts() {
      const row = await db
        .selectFrom('review_requests')
        .select((eb) => [
          eb.fn.count<number>('sent_at').as('sent'),
          eb.fn.count<number>('reminded_at').as('reminded'),
          eb.fn.count<number>('followed_at').as('followed'),
          eb.fn.count<number>('unsubscribed_at').as('stopped'),
        ])
        .executeTakeFirst();
      return {
        sent: Number(row?.sent ?? 0),
        reminded: Number(row?.reminded ?? 0),
        followed: Number(row?.followed ?? 0),
        stopped: Number(row?.stopped ?? 0),
      };
    },
    list: () => listReviews(db),
    approved: () => approvedReviews(db),
    ownRating: () => ownRating(db),
    /** Adds a pasted review, approved at once when `approve`; resolves with its id. */
    async add(typed: TypedReview, approve: boolean, actor: AuditActor) {
      const review = checkReview(typed);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('reviews')
          .values({ ...review, approved_at: approve ? at : null, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          actor,
          action: approve ? 'review.approved' : 'review.added',
          subject: `review #${row.id}`,
        });
        return row.id;
      });
      if (approve) deps.changed();
      return id;
    },
    /** Adds pasted spreadsheet rows (parseReviewRows), all or none; resolves with how many. */
    async importRows(text: string, approve: boolean, actor: AuditActor) {
      const rows = parseReviewRows(text);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('reviews')
          .values(rows.map((row) => ({ ...row, approved_at: approve ? at : null, created_at: at })))
          .execute();
        await audit(trx, {
          actor,
          action: 'review.imported',
          subject: `${rows.length} reviews`,
          detail: { approved: approve },
        });
      });
      if (approve) deps.changed();
      return rows.length;
    },
    approve: (id: number, actor: AuditActor) =>
      reviewChange(id, actor, 'review.approved', async (trx) => {
        const row = await trx
          .updateTable('reviews')
          .set({ approved_at: now().toISOString() })
          .where('id', '=', id)
          .where('approved_at', 'is', null)
          .returning('author')
          .executeTakeFirst();
        return row && { author: row.author, wasShown: false };
      }),
    hide: (id: number, actor: AuditActor) =>
      reviewChange(id, actor, 'review.hidden', async (trx) => {
        const row = await trx
          .updateTable('reviews')
          .set({ approved_at: null })
          .where('id', '=', id)
          .where('approved_at', 'is not', null)
          .returning('author')
          .executeTakeFirst();
        return row && { author: row.author, wasShown: true };
      }),
    remove: (id: number, actor: AuditActor) =>
      reviewChange(id, actor, 'review.deleted', async (trx) => {
        const row = await trx
          .deleteFrom('reviews')
          .where('id', '=', id)
          .returning(['author', 'approved_at'])
          .executeTakeFirst();
        return row && { author: row.author, wasShown: row.approved_at !== null };
      }),
  };
}

export type Reviews = ReturnType<typeof createReviews>;
