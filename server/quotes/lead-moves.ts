/**
 * What a quote does to its lead (decision 059), inside the quote's own transaction: a move to
 * another stage, the estimated value, a note; each a lead event as the pipeline writes them
 * (server/leads/lead-changes.ts), by the person who sent the quote or by nobody (the customer).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { markFirstReply } from '../leads/first-reply.ts';
import type { LeadEventKind, LeadStage } from '../leads/tables.ts';

interface Move {
  leadId: number;
  /** users.id; null for the customer's own answer. */
  actor: number | null;
  at: Date;
}

async function event(trx: Kysely<Database>, move: Move, kind: LeadEventKind, body: string) {
  await trx
    .insertInto('lead_events')
    .values({
      submission_id: move.leadId,
      kind,
      author_id: move.actor,
      body,
      outbox_id: null,
      created_at: move.at.toISOString(),
    })
    .execute();
}

/** Moves the lead to `stage` (nothing when it is there already) and touches it. */
export async function moveLead(trx: Kysely<Database>, move: Move, stage: LeadStage) {
  const lead = await trx
    .selectFrom('submissions')
    .select('stage')
    .where('id', '=', move.leadId)
    .executeTakeFirst();
  if (!lead || lead.stage === stage) return;
  await trx
    .updateTable('submissions')
    .set({ stage, lost_reason: null, touched_at: move.at.toISOString() })
    .where('id', '=', move.leadId)
    .execute();
  await event(trx, move, 'stage', stage);
  if (lead.stage === 'new') await markFirstReply(trx, move.leadId, move.at);
}

/** Sets the lead's estimated value (whole units) with its event. */
export async function setLeadValue(trx: Kysely<Database>, move: Move, amount: number) {
  await trx
    .updateTable('submissions')
    .set({ estimated_value: amount, touched_at: move.at.toISOString() })
    .where('id', '=', move.leadId)
    .execute();
  await event(trx, move, 'value', String(amount));
}

/** A note on the lead. */
export async function noteOnLead(trx: Kysely<Database>, move: Move, text: string) {
  await event(trx, move, 'note', text);
}
