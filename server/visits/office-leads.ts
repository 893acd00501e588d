/**
 * The leads the office books a visit for on the phone (issue 33): the open ones without a booked
 * visit, newest first; or a new lead for a caller who never wrote (a message lead, in the inbox,
 * with a lead event naming who took the call).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';

export interface BookableLead {
  id: number;
  name: string;
  createdAt: string;
}

/** Open leads of the inbox without a booked visit, newest first (at most 200). */
export async function bookableLeads(db: Kysely<Database>): Promise<BookableLead[]> {
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'name', 'created_at'])
    .where('kind', 'in', ['quote', 'message'])
    .where('folder', '=', 'inbox')
    .where('stage', 'in', ['new', 'contacted', 'site_visit', 'quote_sent'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('visits')
            .select('visits.id')
            .whereRef('visits.submission_id', '=', 'submissions.id')
            .where('visits.status', '=', 'booked'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
}

const callerSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter the caller’s name.'),
    v.maxLength(100, 'A name holds at most 100 characters.'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.email('Enter the caller’s email address: the invitation goes there.'),
    v.maxLength(254),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(40, 'A phone number holds at most 40 characters.'),
  ),
});

/** A new lead for a caller; a 422 refusal names the field at fault. */
export async function callerLead(
  db: Kysely<Database>,
  actor: number,
  input: { name: string; email: string; phone: string },
  now = new Date(),
): Promise<number> {
  const parsed = v.safeParse(callerSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw refusal(
      422,
      issue?.message ?? 'Check the caller’s details.',
      String(issue?.path?.[0]?.key ?? ''),
    );
  }
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('submissions')
      .values({
        kind: 'message',
        created_at: at,
        name: parsed.output.name,
        email: parsed.output.email.toLowerCase(),
        phone: parsed.output.phone || null,
        subject: 'Site visit booked on the phone',
        message: null,
        status: 'new',
        fingerprint: `call-${randomUUID()}`,
        touched_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lead_events')
      .values({
        submission_id: id,
        kind: 'note',
        author_id: actor,
        body: 'Lead made for a caller, to book a site visit.',
        outbox_id: null,
        created_at: at,
      })
      .execute();
    return id;
  });
}
