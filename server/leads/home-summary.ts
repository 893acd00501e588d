/**
 * The inbox home's figures: count and value per stage, what is stale or due, and the time to
 * first reply over the last 30 days (median, and the share answered within one business day).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BUSINESS_DAY_MS, businessCalendar } from './business-days.ts';
import { type FilterClock, LEAD_KINDS } from './lead-filter.ts';
import { type LeadSummary, listLeads, stageTotals } from './lead-list.ts';
import type { LeadStage } from './tables.ts';

export const REPLY_WINDOW_DAYS = 30;

export interface FirstReplyFigures {
  /** Median time from a lead to the office's first reply, of the leads answered. */
  medianMs: number | null;
  /** Leads whose business day is over or that were answered (the share's base). */
  counted: number;
  /** Of those, answered within one business day. */
  within: number;
  /** within / counted; null when nothing is counted yet. */
  share: number | null;
}

export interface HomeSummary {
  stages: Record<LeadStage, { count: number; value: number }>;
  stale: { total: number; leads: LeadSummary[] };
  due: { total: number; leads: LeadSummary[] };
  firstReply: FirstReplyFigures;
  /** Comments waiting for approval (they are not leads; the home links to them). */
  commentsWaiting: number;
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Time to first reply of the leads sent in the last 30 days. A lead still inside its first
 * business day and not yet answered is not counted either way: it may yet be answered in time.
 */
export async function firstReplyFigures(
  db: Kysely<Database>,
  clock: FilterClock,
): Promise<FirstReplyFigures> {
  const since = new Date(clock.now.getTime() - REPLY_WINDOW_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .selectFrom('submissions')
    .select(['created_at', 'first_reply_at'])
    .where('folder', '=', 'inbox')
    .where('kind', 'in', [...LEAD_KINDS])
    .where('created_at', '>=', since.toISOString())
    .execute();
  const calendar = businessCalendar(since, clock.now, clock.timeZone);
  const durations: number[] = [];
  let counted = 0;
  let within = 0;
  for (const row of rows) {
    const sent = new Date(row.created_at);
    const deadline = calendar.shift(sent, BUSINESS_DAY_MS).getTime();
    if (row.first_reply_at) {
      const replied = new Date(row.first_reply_at).getTime();
      durations.push(replied - sent.getTime());
      counted++;
      if (replied <= deadline) within++;
    } else if (deadline < clock.now.getTime()) counted++;
  }
  return {
    medianMs: median(durations),
    counted,
    within,
    share: counted ? within / counted : null,
  };
}

export async function homeSummary(db: Kysely<Database>, clock: FilterClock): Promise<HomeSummary> {
  const [stages, stale, due, firstReply, comments] = await Promise.all([
    stageTotals(db, {}, clock),
    listLeads(db, { flag: 'stale' }, clock, { pageSize: 10 }),
    listLeads(db, { flag: 'due' }, clock, { pageSize: 10 }),
    firstReplyFigures(db, clock),
    db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', 'comment')
      .where('status', '=', 'new')
      .where('folder', '=', 'inbox')
      .executeTakeFirstOrThrow(),
  ]);
  return { stages, stale, due, firstReply, commentsWaiting: Number(comments.n) };
}
