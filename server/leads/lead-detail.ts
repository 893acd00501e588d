/**
 * One lead as its page shows it: everything the visitor sent and where it came from, where it
 * stands, what happened to it (oldest first, each with its author), and the same person's
 * earlier leads (same email, any case).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { mailStates } from '../store/inbox.ts';
import { sentFieldsOf } from '../store/sent-fields.ts';
import { localDate } from './business-days.ts';
import { type FilterClock, LEAD_KINDS } from './lead-filter.ts';
import type { LeadSummary } from './lead-list.ts';
import { isStale } from './stale.ts';
import { type LeadEventKind, type LeadStage, OPEN_STAGES } from './tables.ts';

export interface LeadEvent {
  id: number;
  kind: LeadEventKind;
  at: string;
  /** The author's name; null for the system. */
  author: string | null;
  body: string;
  /** A reply's subject, and how its mail to the visitor stands (server/replies). */
  subject: string | null;
  mail: ReplyMailState | null;
}

/** A reply's mail: waiting in the outbox, sent, or failed so far (retried; the reason is kept). */
export type ReplyMailState =
  | { state: 'queued' | 'sent'; error: null }
  | { state: 'failed'; error: string };

/** How the outbox row of a reply stands. */
function replyMailState(row: {
  sent_at: string | null;
  last_error: string | null;
}): ReplyMailState {
  if (row.sent_at) return { state: 'sent', error: null };
  return row.last_error
    ? { state: 'failed', error: row.last_error }
    : { state: 'queued', error: null };
}

/** Where the visitor came from (filled by the forms; shown and exported here). */
export interface LeadSource {
  sourcePage: string | null;
  entryPage: string | null;
  referrer: string | null;
  /** The `utm_*` parameters, by name. */
  utm: Record<string, string>;
}

export interface LeadDetail extends Omit<LeadSummary, 'excerpt'> {
  website: string | null;
  message: string | null;
  firstReplyAt: string | null;
  touchedAt: string | null;
  source: LeadSource;
  /** The quote form's optional extras, by name. */
  details: Record<string, string>;
  events: LeadEvent[];
  earlier: { id: number; kind: string; createdAt: string; stage: LeadStage }[];
  mailError: string | null;
}

/** A stored JSON object of strings, or {} when it is missing or not one. */
export function stringRecord(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export async function getLead(
  db: Kysely<Database>,
  id: number,
  clock: FilterClock,
): Promise<LeadDetail | undefined> {
  const row = await db
    .selectFrom('submissions')
    .leftJoin('users', 'users.id', 'submissions.owner_id')
    .selectAll('submissions')
    .select('users.name as owner_name')
    .where('submissions.id', '=', id)
    .where('submissions.folder', '=', 'inbox')
    .where('submissions.kind', 'in', [...LEAD_KINDS])
    .executeTakeFirst();
  if (!row) return undefined;
  const [events, earlier, mail] = await Promise.all([
    db
      .selectFrom('lead_events')
      .leftJoin('users', 'users.id', 'lead_events.author_id')
      .leftJoin('outbox', 'outbox.id', 'lead_events.outbox_id')
      .select(['lead_events.id', 'lead_events.kind', 'lead_events.created_at', 'lead_events.body'])
      .select([
        'lead_events.subject',
        'outbox.id as outbox_id',
        'outbox.sent_at',
        'outbox.last_error',
      ])
      .select('users.name as author')
      .where('lead_events.submission_id', '=', id)
      .orderBy('lead_events.created_at')
      .orderBy('lead_events.id')
      .execute(),
    db
      .selectFrom('submissions')
      .select(['id', 'kind', 'created_at', 'stage'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', row.email.toLowerCase()))
      .where('folder', '=', 'inbox')
      .where('kind', 'in', [...LEAD_KINDS])
      .where('id', '!=', id)
      .where('created_at', '<=', row.created_at)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    mailStates(db, [id]),
  ]);
  const today = localDate(clock.now, clock.timeZone);
  const value = row.estimated_value === null ? null : Number(row.estimated_value);
  return {
    id: row.id,
    kind: row.kind as LeadDetail['kind'],
    createdAt: row.created_at,
    ...sentFieldsOf(row),
    stage: row.stage,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    followUpOn: row.follow_up_on,
    estimatedValue: value,
    lostReason: row.lost_reason,
    isStale: isStale(row, clock.cutoffs),
    isDue:
      OPEN_STAGES.includes(row.stage) && row.follow_up_on !== null && row.follow_up_on <= today,
    firstReplyAt: row.first_reply_at,
    touchedAt: row.touched_at,
    mail: mail.get(id)?.state ?? 'none',
    mailError: mail.get(id)?.error ?? null,
    source: {
      sourcePage: row.source_page,
      entryPage: row.entry_page,
      referrer: row.referrer,
      utm: stringRecord(row.utm),
    },
    details: stringRecord(row.details),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.created_at,
      author: event.author,
      body: event.body,
      subject: event.subject,
      mail: event.outbox_id === null ? null : replyMailState(event),
    })),
    earlier: earlier.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.created_at,
      stage: lead.stage,
    })),
  };
}
