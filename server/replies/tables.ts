/**
 * The replies' tables (migration 012-replies; issue 19): the office's saved templates. A reply
 * itself is a lead event (kind 'reply', with its subject) and an outbox row (purpose 'reply').
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** What an outbox row carries besides the office's notification (null: the notification or older mail). */
export type OutboxPurpose = 'reply' | 'acknowledgement' | 'review';

/** A reply the office starts from: its name in the picker, the subject and the text with placeholders. */
export interface ReplyTemplateTable {
  id: Generated<number>;
  name: string;
  subject: string;
  body: string;
  created_at: string;
  updated_at: string;
  /** users.id of who saved it last. */
  updated_by: number | null;
}

/** reply_templates as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const replyTemplatesColumns = {
  id: 'not null',
  name: 'not null',
  subject: 'not null',
  body: 'not null',
  created_at: 'not null',
  updated_at: 'not null',
  updated_by: 'null',
} as const satisfies Columns<ReplyTemplateTable>;

export interface ReplyTables {
  reply_templates: ReplyTemplateTable;
}
