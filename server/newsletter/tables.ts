/** The newsletter's list (migration 001-initial; double opt-in and Spam added by 009 and 014). */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';
import type { SubscriberSpamColumns } from '../spam/tables.ts';

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

/** subscribers as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const subscribersColumns = {
  id: 'not null',
  email: 'not null',
  created_at: 'not null',
  token: 'not null',
  unsubscribed_at: 'null',
  folder: 'not null',
  spam_reasons: 'null',
  confirmed_at: 'null',
} as const satisfies Columns<SubscriberTable>;

export interface NewsletterTables {
  subscribers: SubscriberTable;
}
