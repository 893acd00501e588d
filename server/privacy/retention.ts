/**
 * Applies the retention setting at `now` (docs/decisions/035): deletes leads untouched for
 * longer than the office keeps them, comments older than their limit (when one is set), sign-ups
 * never confirmed within 30 days, addresses unsubscribed for longer than their limit, and sent
 * mail tied to no lead or subscriber after 30 days (a digest names visitors). Spam
 * has its own 30 days (server/spam/prune.ts). Safe to run on several servers at once.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type DeletedCounts, deleteSubmissions, deleteSubscribers } from './delete-submissions.ts';
import { type Retention, UNCONFIRMED_KEEP_DAYS } from './retention-setting.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` minus whole calendar months (UTC), the day kept or the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Ids deleted per run, at most: a first run over years of data spreads over a few days. */
const MOST_PER_RUN = 5000;

/** What one run deleted, per kind, and rows per table. */
export interface SweepResult {
  leads: number;
  comments: number;
  subscribers: number;
  /** Sent mail tied to no lead or subscriber (digests, invitations, resets) past its days. */
  otherMail: number;
  rows: DeletedCounts;
}

/** Days sent mail tied to no lead or subscriber is kept (a digest lists visitors' names). */
export const OTHER_MAIL_KEEP_DAYS = 30;

export async function sweepRetention(
  db: Kysely<Database>,
  retention: Retention,
  now: Date,
): Promise<SweepResult> {
  const leadCutoff = monthsBefore(now, retention.leadMonths).toISOString();
  const leadIds = await db
    .selectFrom('submissions')
    .select('id')
    .where('kind', 'in', ['quote', 'message'])
    .where('folder', '=', 'inbox')
    // The last change by the office, or the arrival: a lead worked last month is not old.
    .where(sql<string>`coalesce(touched_at, created_at)`, '<', leadCutoff)
    .orderBy('id')
    .limit(MOST_PER_RUN)
    .execute();
  const commentIds = retention.commentMonths
    ? await db
        .selectFrom('submissions')
        .select('id')
        .where('kind', '=', 'comment')
        .where('folder', '=', 'inbox')
        .where('created_at', '<', monthsBefore(now, retention.commentMonths).toISOString())
        .orderBy('id')
        .limit(MOST_PER_RUN)
        .execute()
    : [];
  const unconfirmedCutoff = daysBefore(now, UNCONFIRMED_KEEP_DAYS).toISOString();
  const unsubscribedCutoff = daysBefore(now, retention.unsubscribedDays).toISOString();
  const subscriberIds = await db
    .selectFrom('subscribers')
    .select('id')
    .where('folder', '=', 'list')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('confirmed_at', 'is', null),
          eb('unsubscribed_at', 'is', null),
          eb('created_at', '<', unconfirmedCutoff),
        ]),
        eb('unsubscribed_at', '<', unsubscribedCutoff),
      ]),
    )
    .orderBy('id')
    .limit(MOST_PER_RUN)
    .execute();
  const { counts: rows, otherMail } = await db.transaction().execute(async (trx) => {
    const counts = await deleteSubmissions(
      trx,
      [...leadIds, ...commentIds].map((row) => row.id),
    );
    await deleteSubscribers(
      trx,
      subscriberIds.map((row) => row.id),
      counts,
    );
    const otherMail = await trx
      .deleteFrom('outbox')
      .where('submission_id', 'is', null)
      .where('subscriber_id', 'is', null)
      .where('sent_at', '<', daysBefore(now, OTHER_MAIL_KEEP_DAYS).toISOString())
      .executeTakeFirst();
    return { counts, otherMail: Number(otherMail.numDeletedRows) };
  });
  return {
    leads: leadIds.length,
    comments: commentIds.length,
    subscribers: subscriberIds.length,
    otherMail,
    rows,
  };
}
