import { type Kysely, sql } from 'kysely';
import type { Database, SubmissionKind, SubmissionStatus } from '../db/schema.ts';
import { MAIL_JOB_PREFIX } from '../mail/outbox-rules.ts';
import { type SentColumns, sentFieldsOf } from './sent-fields.ts';

/** A given-up mail's cause when none was kept. */
const GIVEN_UP = 'given up after its tries';

/** What the inbox can filter by. */
export type InboxKind = SubmissionKind | 'subscriber';
export const inboxKinds: readonly InboxKind[] = ['quote', 'message', 'comment', 'subscriber'];

/**
 * How the office notification of an entry stands: `failed` when its mail was given up after its
 * tries (its job dead, or dismissed from the dead letters; decision 062).
 */
export type MailState = 'sent' | 'pending' | 'failed' | 'none';

/** One line of the inbox: a submission or a subscriber, with what the visitor sent. */
export interface InboxEntry extends SentColumns {
  /** `submission-12` or `subscriber-3`: unique across both tables. */
  key: string;
  id: number;
  kind: InboxKind;
  createdAt: string;
  postSlug: string | null;
  status: SubmissionStatus | 'subscribed' | 'unsubscribed';
  mail: MailState;
  /** Why the last send failed, when it did. */
  mailError: string | null;
}

export interface InboxFilter {
  kind?: InboxKind;
  /** Words to find in names, addresses and text. */
  query?: string;
  limit?: number;
}

const likePattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Newest first, across submissions and subscribers, with each entry's mail state. */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter): Promise<InboxEntry[]> {
  const limit = filter.limit ?? 500;
  const query = filter.query?.trim();
  const entries: InboxEntry[] = [];
  if (filter.kind !== 'subscriber') {
    // What the checks suspected is in the Spam folder (server/spam), never here.
    let rows = db
      .selectFrom('submissions')
      .selectAll()
      .where('folder', '=', 'inbox')
      .orderBy('created_at', 'desc')
      .limit(limit);
    if (filter.kind) rows = rows.where('kind', '=', filter.kind);
    if (query) {
      const pattern = likePattern(query);
      rows = rows.where((eb) =>
        eb.or(
          (['name', 'email', 'phone', 'company', 'subject', 'message'] as const).map(
            (column) =>
              // ESCAPE spelled out: SQLite's LIKE has no escape character otherwise.
              sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    const submissions = await rows.execute();
    const mail = await mailStates(
      db,
      submissions.map((row) => row.id),
    );
    for (const row of submissions) {
      const state = mail.get(row.id);
      entries.push({
        key: `submission-${row.id}`,
        id: row.id,
        kind: row.kind,
        createdAt: row.created_at,
        ...sentFieldsOf(row),
        postSlug: row.post_slug,
        status: row.status,
        mail: state?.state ?? 'none',
        mailError: state?.error ?? null,
      });
    }
  }
  if (!filter.kind || filter.kind === 'subscriber') {
    let rows = db
      .selectFrom('subscribers')
      .selectAll()
      .where('folder', '=', 'list')
      // Double opt-in (decision 035): an address is on the list once its owner confirmed it.
      .where('confirmed_at', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(limit);
    if (query) {
      const pattern = likePattern(query);
      rows = rows.where(sql<boolean>`lower(email) like ${pattern} escape '\\'`);
    }
    for (const row of await rows.execute()) {
      entries.push({
        key: `subscriber-${row.id}`,
        id: row.id,
        kind: 'subscriber',
        createdAt: row.created_at,
        name: '',
        email: row.email,
        phone: null,
        company: null,
        website: null,
        service: null,
        subject: null,
        message: null,
        postSlug: null,
        status: row.unsubscribed_at ? 'unsubscribed' : 'subscribed',
        mail: 'none',
        mailError: null,
      });
    }
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** How the office mail of each of these submissions stands (pending or failed when any is unsent). */
export async function mailStates(db: Kysely<Database>, ids: number[]) {
  const states = new Map<number, { state: MailState; error: string | null }>();
  if (ids.length === 0) return states;
  const rows = await db
    .selectFrom('outbox')
    // Each mail's `mail.send` job (key `mail:<id>`): waiting, or given up (dead, or dismissed).
    .leftJoin('jobs', (join) =>
      join.on(
        'jobs.job_key',
        '=',
        sql<string>`${MAIL_JOB_PREFIX} || cast(${sql.ref('outbox.id')} as text)`,
      ),
    )
    .select(['outbox.submission_id', 'outbox.sent_at', 'outbox.last_error'])
    .select(['jobs.state as job_state', 'jobs.last_error as job_error'])
    .where('outbox.submission_id', 'in', ids)
    // The office's replies to the visitor have their own state on their lead event.
    .where('outbox.purpose', 'is', null)
    .execute();
  const rank: Record<MailState, number> = { none: 0, sent: 1, pending: 2, failed: 3 };
  for (const row of rows) {
    if (row.submission_id === null) continue;
    const error = row.job_error ?? row.last_error;
    const state: MailState =
      row.sent_at !== null ? 'sent' : row.job_state === 'waiting' ? 'pending' : 'failed';
    const known = states.get(row.submission_id);
    if (known && rank[known.state] >= rank[state]) continue;
    states.set(row.submission_id, {
      state,
      error: state === 'sent' ? null : (error ?? (state === 'failed' ? GIVEN_UP : null)),
    });
  }
  return states;
}
