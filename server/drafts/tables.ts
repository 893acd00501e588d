/** The autosave slots (migration 018-autosaves; issue 31, docs/decisions/048). */

import type { DraftKind } from '../../common/draft-shapes.ts';
import type { Columns } from '../db/columns.ts';

export type { DraftKind };

/** One slot per kind, target and person: the latest typing, replaced in place. */
export interface AutosaveTable {
  kind: DraftKind;
  /** Which item or lead: "services/12", "services/new", "42". */
  target: string;
  /** users.id of who typed it; only they are offered it back. */
  user_id: number;
  /** What was typed, as JSON. */
  data: string;
  /** The item's version the typing started from (content), else null. */
  base_version: number | null;
  /** ISO UTC time of the last autosave. */
  saved_at: string;
}

/** autosaves as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const autosavesColumns = {
  kind: 'not null',
  target: 'not null',
  user_id: 'not null',
  data: 'not null',
  base_version: 'null',
  saved_at: 'not null',
} as const satisfies Columns<AutosaveTable>;

export interface DraftTables {
  autosaves: AutosaveTable;
}
