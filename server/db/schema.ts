import type { Generated } from 'kysely';

/** The kinds of submission the inbox lists beside subscribers. */
export type SubmissionKind = 'quote' | 'message' | 'comment';
/** new → handled (quotes, messages) or approved (comments). */
export type SubmissionStatus = 'new' | 'handled' | 'approved';

/** A quote request, contact message or blog comment, stored as typed. */
export interface SubmissionTable {
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

/** A newsletter address, stored once. */
export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** Random token of the unsubscribe link. */
  token: string;
  unsubscribed_at: string | null;
}

/** A mail waiting to be sent, or sent. */
export interface OutboxTable {
  id: Generated<number>;
  submission_id: number | null;
  subscriber_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  /** Extra headers as JSON (e.g. List-Unsubscribe). */
  headers: string | null;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** A sender holds the row until then, so two servers never send it twice. */
  claimed_until: string | null;
  sent_at: string | null;
  /** Short reason of the last failure, without personal data. */
  last_error: string | null;
}

/** A signed-in inbox session; only the token's hash is kept. */
export interface AdminSessionTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  submissions: SubmissionTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  admin_sessions: AdminSessionTable;
}
