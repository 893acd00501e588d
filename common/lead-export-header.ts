/**
 * The columns of the leads' CSV export: server/leads/lead-export.ts fills them, the admin's
 * export route writes them.
 */

/** The export's columns, in order. */
export const LEAD_EXPORT_HEADER = [
  'id',
  'kind',
  'created_at',
  'stage',
  'lost_reason',
  'owner',
  'owner_email',
  'estimated_value',
  'follow_up_on',
  'first_reply_at',
  'touched_at',
  'name',
  'email',
  'phone',
  'company',
  'website',
  'service',
  'subject',
  'message',
  'source_page',
  'entry_page',
  'referrer',
  'utm',
  // The quote's extras in words and how many files came with it (decision 032).
  'site_address',
  'budget',
  'start',
  'visit_times',
  'files',
] as const;

export type LeadExportRow = Record<(typeof LEAD_EXPORT_HEADER)[number], string | number | null>;
