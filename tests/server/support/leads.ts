/** Shared by the pipeline's tests: leads and people written straight into a fresh database. */
import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../../../server/db/schema.ts';
import type { FilterClock } from '../../../server/leads/lead-filter.ts';
import { staleCutoffs } from '../../../server/leads/stale.ts';
import type { LeadFolder, LeadStage } from '../../../server/leads/tables.ts';

export const ZONE = 'America/Los_Angeles';

/** The clock at `iso` in the company's zone. */
export const clockAt = (iso: string, timeZone = ZONE): FilterClock => {
  const now = new Date(iso);
  return { now, timeZone, cutoffs: staleCutoffs(now, timeZone) };
};

export interface TestLead {
  kind?: SubmissionKind;
  name?: string;
  email?: string;
  createdAt?: string;
  stage?: LeadStage;
  folder?: LeadFolder;
  ownerId?: number | null;
  value?: number | null;
  followUpOn?: string | null;
  touchedAt?: string | null;
  firstReplyAt?: string | null;
  message?: string;
  company?: string;
}

let serial = 0;

/** Stores a lead as the forms would, with the pipeline's columns as given; resolves with its id. */
export async function insertLead(db: Kysely<Database>, lead: TestLead = {}): Promise<number> {
  serial += 1;
  const { id } = await db
    .insertInto('submissions')
    .values({
      kind: lead.kind ?? 'quote',
      created_at: lead.createdAt ?? '2026-06-01T17:00:00.000Z',
      name: lead.name ?? `Person ${serial}`,
      email: lead.email ?? `person${serial}@example.com`,
      message: lead.message ?? 'A new kitchen.',
      company: lead.company ?? null,
      status: 'new',
      fingerprint: `test-${serial}-${Math.random()}`,
      stage: lead.stage ?? 'new',
      folder: lead.folder ?? 'inbox',
      owner_id: lead.ownerId ?? null,
      estimated_value: lead.value ?? null,
      follow_up_on: lead.followUpOn ?? null,
      touched_at: lead.touchedAt ?? null,
      first_reply_at: lead.firstReplyAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A person who can sign in (or a removed one); resolves with their id. */
export async function insertPerson(
  db: Kysely<Database>,
  name: string,
  { disabled = false } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: `${name.toLowerCase()}@office.example`,
      name,
      role: 'editor',
      password_hash: 'not-a-hash',
      created_at: '2026-01-01T00:00:00.000Z',
      disabled_at: disabled ? '2026-02-01T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
