import type { Generated } from 'kysely';
import type { AlertTables, SubmissionAlertColumns } from '../alerts/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { LeadColumns, LeadTables } from '../leads/tables.ts';
import type { OutboxPurpose, ReplyTables } from '../replies/tables.ts';
import type { SpamTables, SubscriberSpamColumns } from '../spam/tables.ts';
import type { StatsTables, SubmissionVisitColumns } from '../stats/tables.ts';
import type { VisitorTables } from '../visitor/tables.ts';

/** The kinds of submission the inbox lists beside subscribers. */
export type SubmissionKind = 'quote' | 'message' | 'comment';
/** new → handled (quotes, messages) or approved (comments). */
export type SubmissionStatus = 'new' | 'handled' | 'approved';

/** A quote request, contact message or blog comment, stored as typed. */
export interface SubmissionTable
  extends LeadColumns,
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

/** A newsletter address, stored once. */
export interface SubscriberTable extends SubscriberSpamColumns {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** Random token of the unsubscribe link. */
  token: string;
  unsubscribed_at: string | null;
  /** When the welcome mail's link was confirmed (double opt-in); null: not on the list yet. */
  confirmed_at: string | null;
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
  /** 'reply': the office's reply to a visitor (server/replies); null: a notification or other mail. */
  purpose: OutboxPurpose | null;
}

/** What a person may do: owners everything, editors content and leads. */
export type Role = 'owner' | 'editor';

/** A person who signs in to /admin (docs/decisions/022). */
export interface UserTable {
  id: Generated<number>;
  /** Lower-cased and trimmed: unique without regard to case. */
  email: string;
  name: string;
  role: Role;
  /** argon2id PHC string; never the password. */
  password_hash: string;
  created_at: string;
  /** Set when an owner removed the person: no sign-in, no session. */
  disabled_at: string | null;
}

/** A signed-in session of one person; only the token's hash is kept. */
export interface AdminSessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  /** A summary such as "Firefox on Android", never the whole header. */
  user_agent: string;
  /** The client address it was started from (see server/http/client-address.ts). */
  address: string;
}

/** A mailed link: an invitation (sets name and password) or a password reset. */
export interface AccountLinkTable {
  token_hash: string;
  kind: 'invite' | 'reset';
  email: string;
  /** The invited person's role. */
  role: Role | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Who did what, when: sign-ins, people changes, content changes (owners read it). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  /** The actor's email at the time, or a word such as "system"; kept if the person goes. */
  actor: string;
  action: string;
  subject: string;
  /** JSON with more about it; never a password or token. */
  detail: string | null;
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
export interface Database
  extends ContentTables,
    LeadTables,
    ReplyTables,
    SpamTables,
    AlertTables,
    StatsTables,
    VisitorTables {
  submissions: SubmissionTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  users: UserTable;
  admin_sessions: AdminSessionTable;
  account_links: AccountLinkTable;
  audit_log: AuditLogTable;
  web_vitals: WebVitalTable;
}
