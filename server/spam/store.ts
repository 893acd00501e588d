/**
 * The Spam folder as the office reads it: what the checks suspected, newest first, with its
 * reasons (not-spam.ts moves an entry out; prune.ts deletes old ones).
 */
import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../db/schema.ts';
import { type SentColumns, sentFieldsOf } from '../store/sent-fields.ts';
import { SPAM_REASONS, type SpamReason } from './tables.ts';

export type SpamKind = SubmissionKind | 'subscriber';

/** One entry of the Spam view. */
export interface SpamEntry extends SentColumns {
  /** `submission-12` or `subscriber-3`. */
  key: string;
  id: number;
  kind: SpamKind;
  createdAt: string;
  postSlug: string | null;
  reasons: SpamReason[];
  /** Files sent with it (a quote's photos or plans), opened from the lead once it is not spam. */
  files: number;
}

/** The stored reasons, keeping only codes this code knows. */
export function reasonsOf(stored: string | null): SpamReason[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((code): code is SpamReason => SPAM_REASONS.includes(code))
      : [];
  } catch {
    return [];
  }
}

/** Everything in Spam, newest first (at most `limit`). */
export async function listSpam(db: Kysely<Database>, limit = 500): Promise<SpamEntry[]> {
  const submissions = await db
    .selectFrom('submissions')
    .selectAll()
    .where('folder', '=', 'spam')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const fileCounts = new Map<number, number>();
  if (submissions.length > 0) {
    const counted = await db
      .selectFrom('lead_files')
      .select(['submission_id', (eb) => eb.fn.countAll<string | number>().as('files')])
      .where(
        'submission_id',
        'in',
        submissions.map((row) => row.id),
      )
      .groupBy('submission_id')
      .execute();
    for (const row of counted) fileCounts.set(row.submission_id, Number(row.files));
  }
  const subscribers = await db
    .selectFrom('subscribers')
    .select(['id', 'email', 'created_at', 'spam_reasons'])
    .where('folder', '=', 'spam')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const entries: SpamEntry[] = [
    ...submissions.map((row) => ({
      key: `submission-${row.id}`,
      id: row.id,
      kind: row.kind,
      createdAt: row.created_at,
      ...sentFieldsOf(row),
      postSlug: row.post_slug,
      reasons: reasonsOf(row.spam_reasons),
      files: fileCounts.get(row.id) ?? 0,
    })),
    ...subscribers.map((row) => ({
      key: `subscriber-${row.id}`,
      id: row.id,
      kind: 'subscriber' as const,
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
      reasons: reasonsOf(row.spam_reasons),
      files: 0,
    })),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** How many entries are in Spam (the inbox's link says it). */
export async function countSpam(db: Kysely<Database>): Promise<number> {
  const [submissions, subscribers] = await Promise.all([
    db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('folder', '=', 'spam')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('folder', '=', 'spam')
      .executeTakeFirstOrThrow(),
  ]);
  return Number(submissions.n) + Number(subscribers.n);
}
