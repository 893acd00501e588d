/**
 * Site visits booked online (issue 33, docs/decisions/060-site-visits.md; migration 025-visits).
 * A lead's private booking link, and the visits booked on leads: who goes, when, and the
 * invitation's identity (UID, SEQUENCE) that every later mail about the visit keeps.
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** A lead's booking link: the SHA-256 of its token (the token itself is only ever mailed or shown). */
export interface VisitLinkTable {
  token_hash: string;
  submission_id: number;
  created_at: string;
}

export const visitLinksColumns = {
  token_hash: 'not null',
  submission_id: 'not null',
  created_at: 'not null',
} as const satisfies Columns<VisitLinkTable>;

export type VisitStatus = 'booked' | 'cancelled';

/** One visit. A booked visit holds its person's start: a unique index where status = 'booked'. */
export interface VisitTable {
  id: Generated<number>;
  submission_id: number;
  /** users.id of the person going; 0 is "the office" (nobody named yet). */
  person_id: number;
  /** ISO UTC instants, always `toISOString()`'s shape, so equal starts compare equal. */
  starts_at: string;
  ends_at: string;
  status: VisitStatus;
  /** The invitation's UID, the same in every mail about this visit. */
  uid: string;
  /** The invitation's SEQUENCE: 0 when booked, one more at each move or cancellation. */
  sequence: number;
  /** Who booked it: the visitor through their link, or the office. */
  booked_by: 'visitor' | 'office';
  /** When the reminder the day before was queued; null until then, and again after a move. */
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

export const visitsColumns = {
  id: 'not null',
  submission_id: 'not null',
  person_id: 'not null',
  starts_at: 'not null',
  ends_at: 'not null',
  status: 'not null',
  uid: 'not null',
  sequence: 'not null',
  booked_by: 'not null',
  reminded_at: 'null',
  created_at: 'not null',
  updated_at: 'not null',
} as const satisfies Columns<VisitTable>;

export interface VisitTables {
  visit_links: VisitLinkTable;
  visits: VisitTable;
}
