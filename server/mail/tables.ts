/** The outbox (migration 001-initial): every mail the site sends waits here until it is sent. */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';
import type { OutboxPurpose } from '../replies/tables.ts';

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
  /** An invitation's calendar part as JSON `{ method, content }` (migration 025-visits). */
  calendar: string | null;
  /** A lead file sent with the mail as its attachment (migration 024: a quote's signed PDF). */
  attachment_file_id: number | null;
}

/** outbox as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const outboxColumns = {
  id: 'not null',
  submission_id: 'null',
  subscriber_id: 'null',
  to_address: 'not null',
  reply_to: 'null',
  subject: 'not null',
  body: 'not null',
  headers: 'null',
  created_at: 'not null',
  attempts: 'not null',
  next_attempt_at: 'not null',
  claimed_until: 'null',
  sent_at: 'null',
  last_error: 'null',
  purpose: 'null',
  calendar: 'null',
  attachment_file_id: 'null',
} as const satisfies Columns<OutboxTable>;

export interface MailTables {
  outbox: OutboxTable;
}
