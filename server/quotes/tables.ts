/** Quotes accepted online (migration 024-quotes, decision 059): one row per version of a lead's quote. */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/**
 * Where a version stands: a draft the office edits; sent (its link works until it expires);
 * accepted or declined by the customer; replaced by a newer version sent after it.
 */
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'replaced';

/** How the quote is written: line items, or one amount with the office's own PDF. */
export type QuoteKind = 'lines' | 'document';

export interface QuoteTable {
  id: Generated<number>;
  submission_id: number;
  /** 1, 2, … per lead. */
  version: number;
  status: QuoteStatus;
  /** ISO 4217 code, from the office's quote settings when the version was made. */
  currency: string;
  /** Line items, or one amount with the office's own PDF (migration 028). */
  kind: Generated<QuoteKind>;
  /** The office's PDF of a `document` quote: the lead file it uploaded. */
  upload_file_id: number | null;
  /** JSON array of common/quote-money.ts QuoteLine (whole numbers only; empty for `document`). */
  lines: string;
  subtotal_minor: number | string;
  tax_minor: number | string;
  total_minor: number | string;
  /** The last day it may be accepted (YYYY-MM-DD, the company's days). */
  valid_until: string;
  terms: string;
  /** SHA-256 (hex) of the link's token; null for a draft. */
  token_hash: string | null;
  /** ISO time the link stops working: the start of the day after valid_until, company zone. */
  expires_at: string | null;
  /** The quote document as sent (PDF bytes), and their SHA-256 (hex). */
  document: Uint8Array | null;
  document_sha256: string | null;
  sent_at: string | null;
  /** The customer's first opening of the link. */
  opened_at: string | null;
  /** When the reminder before expiry was queued (once; quote-reminder.ts). */
  reminded_at: string | null;
  /** When it was accepted or declined. */
  answered_at: string | null;
  /** Acceptance: the name typed, the address and the browser it came from. */
  signer_name: string | null;
  signer_address: string | null;
  signer_agent: string | null;
  decline_reason: string | null;
  /** The signed PDF kept on the lead (lead_files.id). */
  signed_file_id: number | null;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** quotes as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const quotesColumns = {
  id: 'not null',
  submission_id: 'not null',
  version: 'not null',
  status: 'not null',
  currency: 'not null',
  kind: 'not null',
  upload_file_id: 'null',
  lines: 'not null',
  subtotal_minor: 'not null',
  tax_minor: 'not null',
  total_minor: 'not null',
  valid_until: 'not null',
  terms: 'not null',
  token_hash: 'null',
  expires_at: 'null',
  document: 'null',
  document_sha256: 'null',
  sent_at: 'null',
  opened_at: 'null',
  reminded_at: 'null',
  answered_at: 'null',
  signer_name: 'null',
  signer_address: 'null',
  signer_agent: 'null',
  decline_reason: 'null',
  signed_file_id: 'null',
  created_at: 'not null',
  updated_at: 'not null',
  updated_by: 'null',
} as const satisfies Columns<QuoteTable>;

export interface QuoteTables {
  quotes: QuoteTable;
}
