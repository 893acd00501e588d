/**
 * The tables and column of migration 013-alerts (docs/decisions/034-alerts.md): each alert to
 * send (a webhook post or a push to one device) waits in `alert_deliveries` until it is sent or
 * given up, and `alert_digests` holds one row per company day whose digest was claimed.
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** Where an alert goes: the office's webhook URL, or one device's push subscription. */
export type AlertChannel = 'webhook' | 'push';

/** How a delivery ended: sent, given up after its attempts, or dropped (nothing left to send to). */
export type AlertOutcome = 'sent' | 'failed' | 'dropped';

/** The column on `submissions`: when its alerts were queued (null: not yet, once in the inbox). */
export interface SubmissionAlertColumns {
  alerted_at: string | null;
}

/**
 * One alert of one lead to one place. It holds ids only, never what the visitor typed: the
 * alert is built from the lead when it is sent, so an erased lead leaves nothing here to send.
 * Since decision 063 its `alert.deliver` job (key `alert:<id>`) says when it is due and holds
 * the lease; the row keeps what the office reads (tries, outcome, last cause).
 */
export interface AlertDeliveryTable {
  id: Generated<number>;
  /** The lead it announces. */
  submission_id: number;
  channel: AlertChannel;
  /** push_subscriptions.id for a push; null for the webhook (its URL is read when sending). */
  subscription_id: number | null;
  created_at: string;
  /** Tries so far (its job's, written after each try). */
  attempts: number;
  /** When it was due; its job holds that now (read only to adopt a row an older server queued). */
  next_attempt_at: string;
  /**
   * A sender holds the row until then. Kept one release for servers of the version before
   * migration 030 during a rolling upgrade: a try claims it until its job's lease ends.
   */
  claimed_until: string | null;
  done_at: string | null;
  outcome: AlertOutcome | null;
  /** The last failure's cause (an HTTP status or error code), never personal data. */
  last_error: string | null;
}

/** alert_deliveries as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const alertDeliveriesColumns = {
  id: 'not null',
  submission_id: 'not null',
  channel: 'not null',
  subscription_id: 'null',
  created_at: 'not null',
  attempts: 'not null',
  next_attempt_at: 'not null',
  claimed_until: 'null',
  done_at: 'null',
  outcome: 'null',
  last_error: 'null',
} as const satisfies Columns<AlertDeliveryTable>;

/** The daily digest of one company day (YYYY-MM-DD): the first server to insert it sends it. */
export interface AlertDigestTable {
  day: string;
  created_at: string;
  stale_count: number;
  due_count: number;
  /** 1 when a mail was queued; 0 when there was nothing to say (or mail is off). */
  mailed: number;
}

/** alert_digests as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const alertDigestsColumns = {
  day: 'not null',
  created_at: 'not null',
  stale_count: 'not null',
  due_count: 'not null',
  mailed: 'not null',
} as const satisfies Columns<AlertDigestTable>;

export interface AlertTables {
  alert_deliveries: AlertDeliveryTable;
  alert_digests: AlertDigestTable;
}
