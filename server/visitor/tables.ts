/** The visitor's side's own table (migration 017-acknowledgements). */
import type { Columns } from '../db/columns.ts';
export interface AcknowledgedRecipientTable {
  /** The UTC day (YYYY-MM-DD) an acknowledgement was queued. */
  day: string;
  /** The visitor's address as its keyed hash (acknowledgement-limit.ts), never in clear. */
  recipient: string;
}

/** acknowledged_recipients as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const acknowledgedRecipientsColumns = {
  day: 'not null',
  recipient: 'not null',
} as const satisfies Columns<AcknowledgedRecipientTable>;

export interface VisitorTables {
  acknowledged_recipients: AcknowledgedRecipientTable;
}
