import type { Generated } from 'kysely';
import type { ContentTables } from '../content/tables.ts';

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

/** One real-user metric of one page load; no visitor data (docs/decisions/017). */
export interface WebVitalTable {
  id: Generated<number>;
  /** ISO 8601 UTC time it was received. */
  created_at: string;
  /** The route pattern the page matched (`/blog/:id`), never a query string. */
  route: string;
  /** LCP, INP, CLS or TTFB. */
  name: string;
  value: number;
  /** How the page was reached (navigate, reload, back-forward …), when the browser said. */
  nav_type: string | null;
  /** web-vitals' random id of this metric instance: a later report of it replaces the value. */
  metric_id: string;
}

/** Every table; the content store's are declared beside its code (server/content/tables.ts). */
export interface Database extends ContentTables {
  submissions: SubmissionTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  admin_sessions: AdminSessionTable;
  web_vitals: WebVitalTable;
}
