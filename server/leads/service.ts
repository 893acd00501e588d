/**
 * The lead pipeline as the app's loaders and actions use it (services.leads): every read gets
 * the clock and the company's time zone (office settings), every change its author.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { homeSummary } from './home-summary.ts';
import {
  addNote,
  type ChangeBy,
  changeFollowUp,
  changeOwner,
  changeStage,
  changeValue,
} from './lead-changes.ts';
import { getLead } from './lead-detail.ts';
import { exportLeads } from './lead-export.ts';
import type { FilterClock, LeadFilter } from './lead-filter.ts';
import { boardColumns, listLeads } from './lead-list.ts';
import { readOfficeSettings } from './office-settings.ts';
import { staleCutoffs } from './stale.ts';

/** A person a lead can be given to. */
export interface LeadOwner {
  id: number;
  name: string;
}

export function createLeads(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const clock = async (): Promise<FilterClock> => {
    const { timeZone } = await readOfficeSettings(db);
    const at = now();
    return { now: at, timeZone, cutoffs: staleCutoffs(at, timeZone) };
  };
  const by = (id: number, actor: number): ChangeBy => ({ id, actor, now: now() });
  return {
    clock,
    home: async () => homeSummary(db, await clock()),
    list: async (filter: LeadFilter, page = 1) => listLeads(db, filter, await clock(), { page }),
    board: async (filter: LeadFilter) => boardColumns(db, filter, await clock()),
    lead: async (id: number) => getLead(db, id, await clock()),
    export: async (filter: LeadFilter) => exportLeads(db, filter, await clock()),
    /** Everyone who can own a lead: the accounts that can sign in, by name. */
    owners: (): Promise<LeadOwner[]> =>
      db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('disabled_at', 'is', null)
        .orderBy('name')
        .execute(),
    setStage: (id: number, actor: number, stage: string, reason?: string) =>
      changeStage(db, by(id, actor), stage, reason),
    setOwner: (id: number, actor: number, owner: number | null) =>
      changeOwner(db, by(id, actor), owner),
    addNote: (id: number, actor: number, text: string) => addNote(db, by(id, actor), text),
    setFollowUp: (id: number, actor: number, day: string) => changeFollowUp(db, by(id, actor), day),
    setValue: (id: number, actor: number, amount: string) => changeValue(db, by(id, actor), amount),
  };
}

export type Leads = ReturnType<typeof createLeads>;
