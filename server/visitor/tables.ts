/** The visitor's side's own table (migration 017-acknowledgements). */
export interface AcknowledgedRecipientTable {
  /** The UTC day (YYYY-MM-DD) an acknowledgement was queued. */
  day: string;
  /** The visitor's address as its keyed hash (acknowledgement-limit.ts), never in clear. */
  recipient: string;
}

export interface VisitorTables {
  acknowledged_recipients: AcknowledgedRecipientTable;
}
