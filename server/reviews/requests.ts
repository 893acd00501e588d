/**
 * Review requests (decision 061): a Won lead marked finished gets one request, after the delay
 * the office set, and one reminder; none after the customer followed the link or asked for no
 * more. "Never twice" holds three ways: one review_requests row per lead (its primary key), one
 * job per key (`review-request:<lead>`), and the row's sent mark set in the same transaction
 * that queues the mail (a job run again finds it set and sends nothing).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isDate } from '../../common/calendar-date.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { JobFailure } from '../jobs/runner.ts';
import { cancelJobs, scheduleJob } from '../jobs/store.ts';
import { LEAD_KINDS } from '../leads/tables.ts';
import { MAIL_OFF_RETRY } from '../mail/mail-job.ts';
import { queueMail } from '../mail/outbox.ts';
import { reviewMail } from './review-mail.ts';
import { readReviewSettings } from './review-settings.ts';

export const REQUEST_KIND = 'review.request';
export const REMINDER_KIND = 'review.reminder';
/** The reminder goes this long after the request, unless the link was followed. */
export const REMINDER_AFTER_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export const requestKey = (leadId: number) => `review-request:${leadId}`;
export const reminderKey = (leadId: number) => `review-reminder:${leadId}`;

/** What marking a lead finished did. */
export interface Finished {
  changed: boolean;
  name: string;
  /** When the review request is due; undefined when none was scheduled (off, or asked before). */
  requestDueAt?: string;
}

/**
 * Marks a Won lead finished on `day` (YYYY-MM-DD), with a lead event, and schedules its review
 * request when requests are on. A second marking moves the day only: the request stands as it
 * was (never a second one).
 */
export async function markFinished(
  db: Kysely<Database>,
  by: { leadId: number; actor: number; now: Date },
  day: string,
): Promise<Finished> {
  const finishedOn = day.trim();
  if (!isDate(finishedOn)) {
    throw refusal(422, 'The day it was finished must be a day such as 2026-05-01.', 'finishedOn');
  }
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select(['name', 'stage'])
      .where('id', '=', by.leadId)
      .where('folder', '=', 'inbox')
      .where('kind', 'in', [...LEAD_KINDS])
      .executeTakeFirst();
    if (!lead) throw refusal(404, 'That lead does not exist.');
    if (lead.stage !== 'won') {
      throw refusal(422, 'Only a won lead can be marked finished.', 'finishedOn');
    }
    const at = by.now.toISOString();
    const before = await trx
      .selectFrom('review_requests')
      .select('finished_on')
      .where('submission_id', '=', by.leadId)
      .executeTakeFirst();
    if (before?.finished_on === finishedOn) return { changed: false, name: lead.name };
    if (before) {
      await trx
        .updateTable('review_requests')
        .set({ finished_on: finishedOn })
        .where('submission_id', '=', by.leadId)
        .execute();
    } else {
      await trx
        .insertInto('review_requests')
        .values({
          submission_id: by.leadId,
          finished_on: finishedOn,
          token: randomBytes(24).toString('base64url'),
          created_at: at,
          sent_at: null,
          reminded_at: null,
          followed_at: null,
          unsubscribed_at: null,
        })
        .execute();
    }
    await trx
      .updateTable('submissions')
      .set({ touched_at: at })
      .where('id', '=', by.leadId)
      .execute();
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: by.leadId,
        kind: 'finished',
        author_id: by.actor,
        body: finishedOn,
        outbox_id: null,
        subject: null,
        created_at: at,
      })
      .execute();
    const settings = await readReviewSettings(trx);
    if (before || !settings.link) return { changed: true, name: lead.name };
    const dueAt = new Date(by.now.getTime() + settings.delayDays * DAY_MS);
    await scheduleJob(
      trx,
      { kind: REQUEST_KIND, key: requestKey(by.leadId), dueAt, payload: { leadId: by.leadId } },
      by.now,
    );
    return { changed: true, name: lead.name, requestDueAt: dueAt.toISOString() };
  });
}

/** Where mail goes now: the site's address and whether mail is on. */
export interface ReviewMailDeps {
  company: string;
  /** The site's address (PUBLIC_URL or the one set in /admin). */
  origin: () => string;
  isMailOn: () => boolean;
}

/**
 * Sends a lead's request (`reminder` false) or its one reminder, at most once: nothing when
 * requests were turned off, the lead is gone, or the customer followed the link or asked for no
 * more. Throws a JobFailure in words while mail is off (the job tries again later). Resolves
 * with true when a mail was queued.
 */
export async function sendReviewMail(
  db: Kysely<Database>,
  deps: ReviewMailDeps,
  leadId: number,
  reminder: boolean,
  now: Date,
): Promise<boolean> {
  const settings = await readReviewSettings(db);
  if (!settings.link) return false;
  if (!deps.isMailOn()) {
    throw new JobFailure(MAIL_OFF_RETRY);
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('review_requests')
      .innerJoin('submissions', 'submissions.id', 'review_requests.submission_id')
      .select([
        'review_requests.token',
        'review_requests.sent_at',
        'submissions.name',
        'submissions.email',
      ])
      .where('review_requests.submission_id', '=', leadId)
      .where('review_requests.followed_at', 'is', null)
      .where('review_requests.unsubscribed_at', 'is', null)
      .executeTakeFirst();
    if (!row?.email || (reminder && !row.sent_at)) return false;
    const at = now.toISOString();
    const column = reminder ? ('reminded_at' as const) : ('sent_at' as const);
    const marked = await trx
      .updateTable('review_requests')
      .set(reminder ? { reminded_at: at } : { sent_at: at })
      .where('submission_id', '=', leadId)
      .where(column, 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    const facts = {
      to: row.email,
      name: row.name,
      company: deps.company,
      origin: deps.origin(),
      token: row.token,
      leadId,
    };
    await queueMail(trx, reviewMail(facts, reminder));
    if (!reminder) {
      await scheduleJob(
        trx,
        {
          kind: REMINDER_KIND,
          key: reminderKey(leadId),
          dueAt: new Date(now.getTime() + REMINDER_AFTER_DAYS * DAY_MS),
          payload: { leadId },
        },
        now,
      );
    }
    return true;
  });
}

/** What a mailed link's token leads to. */
export type Followed = { found: false } | { found: true; link: string | null };

/** The customer followed the review link: marked (the first time), and no reminder goes. */
export async function followReviewLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Followed> {
  const row = await requestOf(db, token);
  if (!row) return { found: false };
  if (!row.followed_at) {
    await db
      .updateTable('review_requests')
      .set({ followed_at: now.toISOString() })
      .where('submission_id', '=', row.submission_id)
      .where('followed_at', 'is', null)
      .execute();
    await cancelJobs(db, reminderKey(row.submission_id));
  }
  return { found: true, link: (await readReviewSettings(db)).link };
}

/** The customer asked for no more review mails: resolves with false for an unknown token. */
export async function stopReviewMails(db: Kysely<Database>, token: string, now: Date) {
  const row = await requestOf(db, token);
  if (!row) return false;
  await db
    .updateTable('review_requests')
    .set({ unsubscribed_at: now.toISOString() })
    .where('submission_id', '=', row.submission_id)
    .where('unsubscribed_at', 'is', null)
    .execute();
  await cancelJobs(db, requestKey(row.submission_id));
  await cancelJobs(db, reminderKey(row.submission_id));
  return true;
}

/** A token as mailed: 32 base64url characters; anything else is looked up never. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

function requestOf(db: Kysely<Database>, token: string) {
  if (!TOKEN.test(token)) return Promise.resolve(undefined);
  return db
    .selectFrom('review_requests')
    .select(['submission_id', 'followed_at'])
    .where('token', '=', token)
    .executeTakeFirst();
}
