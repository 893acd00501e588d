/**
 * The pipeline's reads for the list and the board: a page of leads newest first, the total,
 * and per stage its count, its value and its newest cards. Spam is never counted or shown.
 */
import type { Kysely } from 'kysely';
import { LIST_PAGE_SIZE } from '../../common/lead-list-size.ts';
import type { Database } from '../db/schema.ts';
import { type MailState, mailStates } from '../store/inbox.ts';
import { localDate } from './business-days.ts';
import { type FilterClock, type LeadFilter, type LeadKind, leadCondition } from './lead-filter.ts';
import { isStale } from './stale.ts';
import { LEAD_STAGES, type LeadStage, OPEN_STAGES } from './tables.ts';

/** One lead as a card or a list row shows it. */
export interface LeadSummary {
  id: number;
  kind: LeadKind;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  subject: string | null;
  /** The message's first 200 characters. */
  excerpt: string | null;
  stage: LeadStage;
  ownerId: number | null;
  ownerName: string | null;
  followUpOn: string | null;
  estimatedValue: number | null;
  lostReason: string | null;
  isStale: boolean;
  /** A follow-up due today or before, on an open lead. */
  isDue: boolean;
  mail: MailState;
  /** Why its mail is not sent yet, or was given up (pending or failed), in words or a code. */
  mailError: string | null;
}

const COLUMNS = [
  'submissions.id',
  'submissions.kind',
  'submissions.created_at',
  'submissions.name',
  'submissions.email',
  'submissions.phone',
  'submissions.company',
  'submissions.service',
  'submissions.subject',
  'submissions.message',
  'submissions.stage',
  'submissions.owner_id',
  'submissions.follow_up_on',
  'submissions.estimated_value',
  'submissions.lost_reason',
  'submissions.touched_at',
] as const;

function leadQuery(db: Kysely<Database>, filter: LeadFilter, clock: FilterClock) {
  return db
    .selectFrom('submissions')
    .leftJoin('users', 'users.id', 'submissions.owner_id')
    .select([...COLUMNS, 'users.name as owner_name'])
    .where(leadCondition(filter, clock))
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof leadQuery>['execute']>>[number];

/** Rows as summaries; `withMail` reads each one's office mail state (the board shows none). */
async function summaries(db: Kysely<Database>, rows: Row[], clock: FilterClock, withMail = true) {
  const mail = withMail
    ? await mailStates(
        db,
        rows.map((row) => row.id),
      )
    : new Map<number, { state: MailState; error: string | null }>();
  const today = localDate(clock.now, clock.timeZone);
  return rows.map(
    (row): LeadSummary => ({
      id: row.id,
      kind: row.kind as LeadKind,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      service: row.service,
      subject: row.subject,
      excerpt: row.message ? row.message.slice(0, 200) : null,
      stage: row.stage,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      followUpOn: row.follow_up_on,
      estimatedValue: row.estimated_value === null ? null : Number(row.estimated_value),
      lostReason: row.lost_reason,
      isStale: isStale(row, clock.cutoffs),
      isDue:
        OPEN_STAGES.includes(row.stage) && row.follow_up_on !== null && row.follow_up_on <= today,
      mail: mail.get(row.id)?.state ?? 'none',
      mailError: mail.get(row.id)?.error ?? null,
    }),
  );
}

/** Page `page` (from 1) of the leads matching `filter`, newest first, and how many match. */
export async function listLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  clock: FilterClock,
  { page = 1, pageSize = LIST_PAGE_SIZE } = {},
): Promise<{ leads: LeadSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    leadQuery(db, filter, clock)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(leadCondition(filter, clock))
      .executeTakeFirstOrThrow(),
  ]);
  return { leads: await summaries(db, rows, clock), total: Number(count.n) };
}

/** Count and estimated value of the leads of each stage that match `filter`. */
export async function stageTotals(
  db: Kysely<Database>,
  filter: LeadFilter,
  clock: FilterClock,
): Promise<Record<LeadStage, { count: number; value: number }>> {
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [
      'submissions.stage',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('submissions.estimated_value').as('value'),
    ])
    .where(leadCondition(filter, clock))
    .groupBy('submissions.stage')
    .execute();
  const totals = Object.fromEntries(
    LEAD_STAGES.map((stage) => [stage, { count: 0, value: 0 }]),
  ) as Record<LeadStage, { count: number; value: number }>;
  for (const row of rows) {
    totals[row.stage] = { count: Number(row.n), value: Number(row.value ?? 0) };
  }
  return totals;
}

/** One column of the board. */
export interface BoardColumn {
  stage: LeadStage;
  count: number;
  value: number;
  /** The newest `perColumn` leads of the stage; the list has the rest. */
  leads: LeadSummary[];
}

/** The board: one column per stage (only the filter's stage, when it names one). */
export async function boardColumns(
  db: Kysely<Database>,
  filter: LeadFilter,
  clock: FilterClock,
  perColumn = 12,
): Promise<BoardColumn[]> {
  const stages = filter.stage ? [filter.stage] : LEAD_STAGES;
  const [totals, ...cards] = await Promise.all([
    stageTotals(db, filter, clock),
    ...stages.map((stage) =>
      leadQuery(db, { ...filter, stage }, clock)
        .limit(perColumn)
        .execute(),
    ),
  ]);
  const columns: BoardColumn[] = [];
  for (const [index, stage] of stages.entries()) {
    columns.push({
      stage,
      ...totals[stage],
      leads: await summaries(db, cards[index] ?? [], clock, false),
    });
  }
  return columns;
}
