/**
 * When a lead is stale: New for more than one business day since it was sent, or any open
 * stage untouched by the office for 7 days. One pair of cut-offs serves the lists' queries and
 * each lead's flag, so the count on the home screen and the flags in the list agree.
 */

import { BUSINESS_DAY_MS, shiftBusinessTime } from './business-days.ts';
import type { LeadStage } from './tables.ts';
import { OPEN_STAGES } from './tables.ts';

export const UNTOUCHED_DAYS = 7;

/** ISO times: a New lead sent before `newBefore`, an open one last touched before `touchedBefore`. */
export interface StaleCutoffs {
  newBefore: string;
  touchedBefore: string;
}

export function staleCutoffs(now: Date, timeZone: string): StaleCutoffs {
  return {
    newBefore: shiftBusinessTime(now, -BUSINESS_DAY_MS, timeZone).toISOString(),
    touchedBefore: new Date(now.getTime() - UNTOUCHED_DAYS * 24 * 3600 * 1000).toISOString(),
  };
}

/** The facts of a lead the rule reads. */
export interface StaleFacts {
  stage: LeadStage;
  created_at: string;
  touched_at: string | null;
}

export function isStale(lead: StaleFacts, cutoffs: StaleCutoffs): boolean {
  if (!OPEN_STAGES.includes(lead.stage)) return false;
  if (lead.stage === 'new' && lead.created_at < cutoffs.newBefore) return true;
  return (lead.touched_at ?? lead.created_at) < cutoffs.touchedBefore;
}
