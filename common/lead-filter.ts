/**
 * The lead list's filter as the inbox's address carries it (server/leads/lead-filter.ts turns
 * it into a query condition).
 */
import { isDate } from './calendar-date.ts';
import { LEAD_KINDS, LEAD_STAGES, type LeadKind, type LeadStage } from './lead-stages.ts';
import { refusal } from './refusal.ts';
import { isRowId } from './row-id.ts';

export const LEAD_FLAGS = ['stale', 'due'] as const;
export type LeadFlag = (typeof LEAD_FLAGS)[number];

export interface LeadFilter {
  stage?: LeadStage;
  /** An account's id, or `none` for leads nobody owns. */
  owner?: number | 'none';
  kind?: LeadKind;
  /** Sent on or after this day, up to and including `to` (YYYY-MM-DD, the company's days). */
  from?: string;
  to?: string;
  /** Words found in the name, addresses, phone, company, subject or message, as typed. */
  q?: string;
  /** Only the stale ones, or only follow-ups due today or before. */
  flag?: LeadFlag;
}

const pick = <T extends string>(
  known: readonly T[],
  value: string,
  name: string,
  words: string,
): T => {
  const found = known.find((k) => k === value);
  if (!found) throw refusal(400, `The ${name} filter must be ${words}.`, name);
  return found;
};

/** The filter in `params`; an empty field means "any". A value it cannot read is a 400. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const value = (name: string) => (params.get(name) ?? '').trim();
  if (value('stage')) filter.stage = pick(LEAD_STAGES, value('stage'), 'stage', 'a stage');
  if (value('kind')) filter.kind = pick(LEAD_KINDS, value('kind'), 'kind', 'quote or message');
  if (value('flag')) filter.flag = pick(LEAD_FLAGS, value('flag'), 'flag', 'stale or due');
  const owner = value('owner');
  if (owner === 'none') filter.owner = 'none';
  else if (owner) {
    const id = Number(owner);
    if (!isRowId(id)) {
      throw refusal(400, 'The owner filter must be a person.', 'owner');
    }
    filter.owner = id;
  }
  for (const name of ['from', 'to'] as const) {
    if (!value(name)) continue;
    if (!isDate(value(name))) {
      throw refusal(400, `The ${name} date must be a day such as 2026-05-01.`, name);
    }
    filter[name] = value(name);
  }
  // Control characters never match (and a NUL is refused by PostgreSQL): read as spaces.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it replaces
  const q = (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (q.length > 200) throw refusal(400, 'Search for at most 200 characters.', 'q');
  if (q) filter.q = q;
  return filter;
}
