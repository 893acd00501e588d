/**
 * The lead pipeline's tables (migration 007-leads; issue 19). A lead is a quote request or a
 * contact message (a row of `submissions`); these columns and tables say where it stands, who
 * owns it, what was said, where it came from and what came with it.
 */
import type { Generated } from 'kysely';
import type { LeadStage } from '../../common/lead-stages.ts';
import type { Columns } from '../db/columns.ts';

// The stages and kinds are shared with the app's screens (common/lead-stages.ts).
export {
  LEAD_KINDS,
  LEAD_STAGES,
  type LeadKind,
  type LeadStage,
  OPEN_STAGES,
} from '../../common/lead-stages.ts';

/** The inbox folder: spam keeps what the checks suspected, with the reasons, for 30 days. */
export type LeadFolder = 'inbox' | 'spam';

/** The pipeline's columns on `submissions` (null or defaults for comments). */
export interface LeadColumns {
  stage: Generated<LeadStage>;
  folder: Generated<LeadFolder>;
  /** JSON array of reason codes (`honeypot`, `too-fast`, `no-token` …) when in spam. */
  spam_reasons: string | null;
  /** The account (users.id) that answers it. */
  owner_id: number | null;
  /** A date (YYYY-MM-DD, the company's time zone) to come back to it. */
  follow_up_on: string | null;
  /** Estimated value in whole units of the company's currency. */
  estimated_value: number | null;
  /** Why a lost lead was lost. */
  lost_reason: string | null;
  /** ISO time of the last change by the office (stage, owner, note, reply …); stale after 7 days. */
  touched_at: string | null;
  /** ISO time of the office's first reply (time to first reply). */
  first_reply_at: string | null;
  /** Message-ID of the office notification mail, which replies are threaded under. */
  message_id: string | null;
  /** The page the form was sent from, the visit's first page and the referring site. */
  source_page: string | null;
  entry_page: string | null;
  referrer: string | null;
  /** JSON object of the `utm_*` parameters of the visit's first page. */
  utm: string | null;
  /** JSON object of the quote form's optional extras (site address, budget, start, visit times). */
  details: string | null;
}

/**
 * What happened on a lead, oldest first: notes, replies, changes of stage or owner, a move out
 * of Spam and the visitor's acknowledgement sent then (its body `queued` with its outbox row,
 * or why none went: `off`, `mail-off`, `no-address`, `limit`; decision 053).
 */
export type LeadEventKind =
  | 'note'
  | 'reply'
  | 'stage'
  | 'owner'
  | 'follow-up'
  | 'value'
  | 'spam'
  | 'acknowledgement'
  /** The job was finished (body: the day), after Won (server/reviews, decision 061). */
  | 'finished';

export interface LeadEventTable {
  id: Generated<number>;
  submission_id: number;
  kind: LeadEventKind;
  /** users.id; null for the system (e.g. "not spam" by the scheduler, an automatic move). */
  author_id: number | null;
  /** The note or reply text, or the new value of what changed. */
  body: string;
  /** For a reply: the outbox row that carries it. */
  outbox_id: number | null;
  /** For a reply: its subject (migration 012-replies). */
  subject: string | null;
  created_at: string;
}

/** lead_events as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const leadEventsColumns = {
  id: 'not null',
  submission_id: 'not null',
  kind: 'not null',
  author_id: 'null',
  body: 'not null',
  outbox_id: 'null',
  created_at: 'not null',
  subject: 'null',
} as const satisfies Columns<LeadEventTable>;

/** A photo or plan sent with a quote request: private, served only with a session. */
export interface LeadFileTable {
  id: Generated<number>;
  submission_id: number;
  /** The name as sent, cleaned for a Content-Disposition header. */
  name: string;
  /** The type sniffed from the bytes, never the browser's word. */
  mime: string;
  size: number;
  created_at: string;
  /** 1 when the file is kept as sent, not cleaned (migration 016, decision 037). */
  not_cleaned: Generated<number>;
}

/** lead_files as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const leadFilesColumns = {
  id: 'not null',
  submission_id: 'not null',
  name: 'not null',
  mime: 'not null',
  size: 'not null',
  created_at: 'not null',
  not_cleaned: 'not null',
} as const satisfies Columns<LeadFileTable>;

/** The bytes of a lead file, apart so that lists never read them. */
export interface LeadFileBlobTable {
  file_id: number;
  data: Uint8Array;
}

/** lead_file_blobs as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const leadFileBlobsColumns = {
  file_id: 'not null',
  data: 'not null',
} as const satisfies Columns<LeadFileBlobTable>;

/** A phone or browser that asked for push alerts of new leads (Web Push). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** A summary such as "Safari on iPhone". */
  user_agent: string;
  created_at: string;
}

/** push_subscriptions as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const pushSubscriptionsColumns = {
  id: 'not null',
  user_id: 'not null',
  endpoint: 'not null',
  p256dh: 'not null',
  auth: 'not null',
  user_agent: 'not null',
  created_at: 'not null',
} as const satisfies Columns<PushSubscriptionTable>;

/** The office's settings for leads (time zone, required fields, webhook …): JSON per key. */
export interface OfficeSettingTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

/** office_settings as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const officeSettingsColumns = {
  key: 'not null',
  value: 'not null',
  updated_at: 'not null',
  updated_by: 'null',
} as const satisfies Columns<OfficeSettingTable>;

export interface LeadTables {
  lead_events: LeadEventTable;
  lead_files: LeadFileTable;
  lead_file_blobs: LeadFileBlobTable;
  push_subscriptions: PushSubscriptionTable;
  office_settings: OfficeSettingTable;
}
