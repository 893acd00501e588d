/**
 * The office's changes to a lead: stage, owner, note, follow-up date, estimated value. Each is
 * checked, written with a lead event naming its author and time, and touches the lead, in one
 * transaction. A change to what is already there writes nothing.
 */
import type { Kysely } from 'kysely';
import { isDate } from '../../common/calendar-date.ts';
import { NOTE_MAX, parseValue, REASON_MAX } from '../../common/lead-values.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database, SubmissionTable } from '../db/schema.ts';
import { markFirstReply } from './first-reply.ts';
import { LEAD_KINDS } from './lead-filter.ts';
import { LEAD_STAGES, type LeadEventKind, type LeadStage } from './tables.ts';

/** Who changes which lead, and when. */
export interface ChangeBy {
  id: number;
  actor: number;
  now: Date;
}

/** Whether anything changed (false: it was so already). */
export type ChangeResult = { changed: boolean; stage: LeadStage; name: string };

/** The lead's fields a change reads and may set. */
type LeadState = Pick<
  SubmissionTable,
  'owner_id' | 'follow_up_on' | 'estimated_value' | 'lost_reason'
> & { stage: LeadStage };

/** What a change writes: the event's body and the new values (none for a note). */
type Planned = { body: string; set: Partial<LeadState> } | undefined;

async function change(
  db: Kysely<Database>,
  by: ChangeBy,
  kind: LeadEventKind,
  plan: (lead: LeadState) => Planned,
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select(['name', 'stage', 'owner_id', 'follow_up_on', 'estimated_value', 'lost_reason'])
      .where('id', '=', by.id)
      .where('folder', '=', 'inbox')
      .where('kind', 'in', [...LEAD_KINDS])
      .executeTakeFirst();
    if (!lead) throw refusal(404, 'That lead does not exist.');
    const current = {
      ...lead,
      estimated_value: lead.estimated_value === null ? null : Number(lead.estimated_value),
    };
    const planned = plan(current);
    if (!planned) return { changed: false, stage: lead.stage, name: lead.name };
    const at = by.now.toISOString();
    await trx
      .updateTable('submissions')
      .set({ ...planned.set, touched_at: at })
      .where('id', '=', by.id)
      .execute();
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: by.id,
        kind,
        author_id: by.actor,
        body: planned.body,
        outbox_id: null,
        created_at: at,
      })
      .execute();
    const stage = planned.set.stage ?? lead.stage;
    // A person moving a lead on from New has answered it (first-reply.ts).
    if (lead.stage === 'new' && stage !== 'new') await markFirstReply(trx, by.id, by.now);
    return { changed: true, stage, name: lead.name };
  });
}

/** Moves a lead to `stage`; Lost needs a reason, which leaving Lost clears. */
export async function changeStage(db: Kysely<Database>, by: ChangeBy, stage: string, reason = '') {
  const next = LEAD_STAGES.find((known) => known === stage);
  if (!next) throw refusal(422, 'Choose one of the stages.', 'stage');
  const why = reason.trim();
  if (next === 'lost' && !why) throw refusal(422, 'Say why it was lost.', 'reason');
  if (why.length > REASON_MAX) {
    throw refusal(422, `A reason holds at most ${REASON_MAX} characters.`, 'reason');
  }
  const lostReason = next === 'lost' ? why : null;
  return change(db, by, 'stage', (lead) =>
    lead.stage === next && lead.lost_reason === lostReason
      ? undefined
      : {
          body: next === 'lost' ? `lost: ${why}` : next,
          set: { stage: next, lost_reason: lostReason },
        },
  );
}

/** Gives a lead to one of the accounts (not a removed one), or to nobody (null). */
export async function changeOwner(db: Kysely<Database>, by: ChangeBy, owner: number | null) {
  if (owner !== null) {
    const person = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', owner)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (!person) {
      throw refusal(422, 'The owner must be one of the people who sign in.', 'owner');
    }
  }
  return change(db, by, 'owner', (lead) =>
    lead.owner_id === owner
      ? undefined
      : { body: owner === null ? '' : String(owner), set: { owner_id: owner } },
  );
}

/** Adds a note by the signed-in person. */
export async function addNote(db: Kysely<Database>, by: ChangeBy, text: string) {
  const body = text.trim();
  if (!body) throw refusal(422, 'Write the note first.', 'note');
  if (body.length > NOTE_MAX) {
    throw refusal(422, `A note holds at most ${NOTE_MAX.toLocaleString('en')} characters.`, 'note');
  }
  return change(db, by, 'note', () => ({ body, set: {} }));
}

/** Sets the day to come back to the lead (YYYY-MM-DD, the company's days), or clears it (''). */
export async function changeFollowUp(db: Kysely<Database>, by: ChangeBy, day: string) {
  const date = day.trim();
  if (date && !isDate(date)) {
    throw refusal(422, 'The follow-up must be a day such as 2026-05-01.', 'followUp');
  }
  const next = date || null;
  return change(db, by, 'follow-up', (lead) =>
    lead.follow_up_on === next ? undefined : { body: date, set: { follow_up_on: next } },
  );
}

/** Sets the estimated value in whole units of the company's currency, or clears it (''). */
export async function changeValue(db: Kysely<Database>, by: ChangeBy, text: string) {
  const amount = parseValue(text);
  return change(db, by, 'value', (lead) =>
    lead.estimated_value === amount
      ? undefined
      : { body: amount === null ? '' : String(amount), set: { estimated_value: amount } },
  );
}
