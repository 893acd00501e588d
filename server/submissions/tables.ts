/** Visitors' form posts (migration 001-initial, with the columns later features add to it). */
import type { Generated } from 'kysely';
import type { SubmissionAlertColumns } from '../alerts/tables.ts';
import { type CommentColumns, commentColumns } from '../comments/tables.ts';
import type { Columns } from '../db/columns.ts';
import type { LeadColumns } from '../leads/tables.ts';
import type { SubmissionVisitColumns } from '../stats/tables.ts';

/** The kinds of submission the inbox lists beside subscribers. */
export type SubmissionKind = 'quote' | 'message' | 'comment';

/** new → handled (quotes, messages) or approved (comments); a comment the office deleted stays as `deleted`. */
export type SubmissionStatus = 'new' | 'handled' | 'approved' | 'deleted';

/** A quote request, contact message or blog comment, stored as typed. */
export interface SubmissionTable
  extends LeadColumns,
    CommentColumns,
    SubmissionAlertColumns,
    SubmissionVisitColumns {
  id: Generated<number>;
  kind: SubmissionKind;
  /** ISO 8601 UTC time it was committed. */
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  website: string | null;
  service: string | null;
  subject: string | null;
  message: string | null;
  /** The post a comment belongs to. */
  post_slug: string | null;
  status: SubmissionStatus;
  /** Hash of kind and fields: a repeated post within a short time is stored once. */
  fingerprint: string;
}

/** submissions as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const submissionsColumns = {
  id: 'not null',
  kind: 'not null',
  created_at: 'not null',
  name: 'not null',
  email: 'not null',
  phone: 'null',
  company: 'null',
  website: 'null',
  service: 'null',
  subject: 'null',
  message: 'null',
  post_slug: 'null',
  status: 'not null',
  fingerprint: 'not null',
  stage: 'not null',
  folder: 'not null',
  owner_id: 'null',
  estimated_value: 'null',
  spam_reasons: 'null',
  follow_up_on: 'null',
  lost_reason: 'null',
  touched_at: 'null',
  first_reply_at: 'null',
  message_id: 'null',
  source_page: 'null',
  entry_page: 'null',
  referrer: 'null',
  utm: 'null',
  details: 'null',
  alerted_at: 'null',
  visitor_key: 'null',
  visit_day: 'null',
  ...commentColumns,
} as const satisfies Columns<SubmissionTable>;

export interface SubmissionTables {
  submissions: SubmissionTable;
}
