import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { QuoteDetails } from '../../app/forms/quote-extras.ts';
import type { VisitSource } from '../../app/forms/visit-source.ts';
import type { Dialect } from '../db/connect.ts';
import type { Database, SubmissionKind } from '../db/schema.ts';
import type { LeadFileUpload } from '../lead-files/prepare.ts';
import { insertLeadFiles, type LeadFile } from '../lead-files/store.ts';
import { queueMail } from '../mail/outbox.ts';
import type { OutboxPurpose } from '../replies/tables.ts';
import { CLEAN, type Screening } from '../spam/screen.ts';
import { spamVerdict } from '../spam/token-uses.ts';
import type { SubmissionVisitColumns } from '../stats/tables.ts';
import { claimAcknowledgement } from '../visitor/acknowledgement-limit.ts';
import { sourceColumns } from '../visitor/source-columns.ts';
import { isoNow } from './time.ts';

/** What a form submits, already validated. */
export interface NewSubmission {
  kind: SubmissionKind;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  website?: string;
  service?: string;
  subject?: string;
  message?: string;
  postSlug?: string;
  /** The post a comment belongs to: its content_items id (decision 054). */
  postId?: number;
  /** Where a lead came from (app/forms/visit-source.ts). */
  source?: VisitSource;
  /** The visit it was sent from: the day's visitor key (server/stats/record.ts `visitOf`). */
  visit?: SubmissionVisitColumns;
  /** The quote form's optional extras (app/forms/quote-extras.ts), stored as JSON. */
  details?: QuoteDetails;
}

/** A mail to queue in the same transaction as the row it is about. */
export interface QueuedMail {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  /** The notification's Message-ID: stored on the lead, which replies thread under. */
  messageId?: string;
  /** Unset for the office's notification; the visitor's copy has its own state. */
  purpose?: OutboxPurpose;
  /**
   * Queued only if this recipient (its keyed hash) got no such mail today: the visitor's
   * acknowledgement (server/visitor/acknowledgement-limit.ts).
   */
  oncePerDayFor?: string;
}

/** The same submission again within this window is the same submission (a double click). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** The fields and the files' digests: the same text with other files is another submission. */
function fingerprintOf(submission: NewSubmission, files: readonly LeadFileUpload[]): string {
  const sent = files.length ? { ...submission, files: files.map((f) => f.sha256) } : submission;
  return createHash('sha256').update(JSON.stringify(sent)).digest('hex');
}

/** What storing a submission did: its row, whether it was a repeat, and whether it went to Spam. */
export interface SavedSubmission {
  id: number;
  isDuplicate: boolean;
  isSpam: boolean;
}

/**
 * Stores a submission and its mails (the office's, the visitor's acknowledgement) in one transaction; resolves only once both are
 * committed. A repeat of the same fields within the window is not stored again. What the
 * screening suspected (or a replayed token) is stored in the Spam folder with its reasons and
 * mails no one.
 */
export async function saveSubmission(
  db: Kysely<Database>,
  dialect: Dialect,
  submission: NewSubmission,
  mail?: (id: number, files: LeadFile[]) => QueuedMail | QueuedMail[],
  screening: Screening = CLEAN,
  files: readonly LeadFileUpload[] = [],
): Promise<SavedSubmission> {
  const fingerprint = fingerprintOf(submission, files);
  return db.transaction().execute(async (trx) => {
    // Two identical posts at once: PostgreSQL lets the second wait for the first to commit.
    // (SQLite runs one transaction at a time already.)
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`.execute(trx);
    }
    const earlier = await trx
      .selectFrom('submissions')
      .select('id')
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>', isoNow(-DUPLICATE_WINDOW_MS))
      .executeTakeFirst();
    if (earlier) return { id: earlier.id, isDuplicate: true, isSpam: false };
    const now = isoNow();
    const verdict = await spamVerdict(trx, screening, now);
    const { id } = await trx
      .insertInto('submissions')
      .values({
        kind: submission.kind,
        created_at: now,
        name: submission.name,
        email: submission.email,
        phone: submission.phone ?? null,
        company: submission.company ?? null,
        website: submission.website ?? null,
        service: submission.service ?? null,
        subject: submission.subject ?? null,
        message: submission.message ?? null,
        post_slug: submission.postSlug ?? null,
        post_id: submission.postId ?? null,
        ...sourceColumns(submission.source),
        ...(submission.visit ?? { visitor_key: null, visit_day: null }),
        details:
          submission.details && Object.keys(submission.details).length > 0
            ? JSON.stringify(submission.details)
            : null,
        status: 'new',
        fingerprint,
        folder: verdict.isSpam ? 'spam' : 'inbox',
        spam_reasons: verdict.stored,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its files in the same transaction (kept in Spam too: decision 032).
    const stored = await insertLeadFiles(trx, id, files, now);
    const queued = verdict.isSpam ? [] : [mail?.(id, stored) ?? []].flat();
    for (const { oncePerDayFor, ...one } of queued) {
      if (oncePerDayFor && !(await claimAcknowledgement(trx, oncePerDayFor, new Date(now)))) {
        continue;
      }
      await queueMail(trx, { ...one, submissionId: id });
    }
    // Replies thread under the office's notification: the mail that has a Message-ID of its own.
    const notice = queued.find((one) => one.messageId);
    if (notice?.messageId) await threadLead(trx, id, notice.messageId);
    return { id, isDuplicate: false, isSpam: verdict.isSpam };
  });
}

/** Keeps the notification's Message-ID on its lead, unless it has one already. */
export async function threadLead(db: Kysely<Database>, id: number, messageId: string) {
  await db
    .updateTable('submissions')
    .set({ message_id: messageId })
    .where('id', '=', id)
    .where('message_id', 'is', null)
    .execute();
}
