import { type Kysely, sql } from 'kysely';
import type { Database, SubmissionKind, SubmissionStatus } from '../db/schema.ts';
import { type SentColumns, sentFieldsOf } from './sent-fields.ts';

/** What the inbox can filter by. */
export type InboxKind = SubmissionKind | 'subscriber';
export const inboxKinds: readonly InboxKind[] = ['quote', 'message', 'comment', 'subscriber'];

/** How the office notification of an entry stands. */
export type MailState = 'sent' | 'pending' | 'none';

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

/** How the office mail of each of these submissions stands (pending when any is unsent). */
export async function mailStates(db: Kysely<Database>, ids: number[]) {
  const states = new Map<number, { state: MailState; error: string | null }>();
  if (ids.length === 0) return states;
  const rows = await db
    .selectFrom('outbox')
    .select(['submission_id', 'sent_at', 'last_error'])
    .where('submission_id', 'in', ids)
    // The office's replies to the visitor have their own state on their lead event.
    .where('purpose', 'is', null)
    .execute();
  for (const row of rows) {
    if (row.submission_id === null) continue;
    const pending = row.sent_at === null;
    const known = states.get(row.submission_id);
    if (known?.state === 'pending') continue;
    states.set(row.submission_id, {
      state: pending ? 'pending' : 'sent',
      error: pending ? row.last_error : null,
    });
  }
  return states;
}
