/**
 * Booking, moving and cancelling a visit, each in one transaction with its lead's change and
 * its mails (acknowledged only once committed). The database decides who gets a start: the
 * unique index over (person, start) of booked visits (migration 025) refuses the second
 * booking, whichever server sent it, and the loser is told the time was just taken.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { cancelJobs, scheduleJob } from '../jobs/store.ts';
import { markFirstReply } from '../leads/first-reply.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { queueMail } from '../mail/outbox.ts';
import type { VisitTable } from './tables.ts';
import { isUniqueViolation } from './unique-violation.ts';
import type { VisitChange } from './visit-mails.ts';

export type VisitRow = Selectable<VisitTable>;

/** The visit's mails, made once the change is known (composed by the service). */
export type MailsFor = (
  trx: Kysely<Database>,
  visit: VisitRow,
  change: VisitChange,
) => Promise<OutgoingMail[]>;

export interface Change {
  /** users.id of the office's person, or null for the visitor. */
  actor: number | null;
  now: Date;
  /** The words of the lead's history note ("Site visit booked for …"). */
  note: (trx: Kysely<Database>, visit: VisitRow, change: VisitChange) => Promise<string>;
  mails: MailsFor;
}

export type BookAnswer = { ok: true; visit: VisitRow } | { ok: false; taken: true };

/** Stages a booking moves on to Site visit; later stages keep theirs. */
const BEFORE_VISIT = new Set(['new', 'contacted']);

/** The kind of the reminder job (decision 058's jobs table). */
export const REMINDER_KIND = 'visit.reminder';
/** A day before the visit. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** What the keys of a visit's reminders begin with, one per SEQUENCE (a move makes a new one). */
export const visitReminderPrefix = (visitId: number) => `visit:${visitId}:reminder:`;
export const visitReminderKey = (visitId: number, sequence: number) =>
  `${visitReminderPrefix(visitId)}${sequence}`;

/**
 * The visit's reminder, a day before it: any earlier one goes (a move, a cancellation), a new one
 * is scheduled for a booked visit more than a day away, keyed by its SEQUENCE.
 */
async function planReminder(trx: Kysely<Database>, visit: VisitRow, now: Date) {
  await cancelJobs(trx, { prefix: visitReminderPrefix(visit.id) });
  const dueAt = new Date(Date.parse(visit.starts_at) - REMINDER_BEFORE_MS);
  if (visit.status !== 'booked' || dueAt.getTime() <= now.getTime()) return;
  await scheduleJob(
    trx,
    {
      kind: REMINDER_KIND,
      key: visitReminderKey(visit.id, visit.sequence),
      dueAt,
      payload: { visitId: visit.id, sequence: visit.sequence },
    },
    now,
  );
}

async function noteAndMail(
  trx: Kysely<Database>,
  visit: VisitRow,
  change: VisitChange,
  by: Change,
) {
  const at = by.now.toISOString();
  await trx
    .insertInto('lead_events')
    .values({
      submission_id: visit.submission_id,
      kind: 'note',
      author_id: by.actor,
      body: await by.note(trx, visit, change),
      outbox_id: null,
      created_at: at,
    })
    .execute();
  await trx
    .updateTable('submissions')
    .set({ touched_at: at })
    .where('id', '=', visit.submission_id)
    .execute();
  for (const mail of await by.mails(trx, visit, change)) await queueMail(trx, mail);
  await planReminder(trx, visit, by.now);
}

/**
 * Books `start`–`end` on lead `submissionId` for the first of `personIds` still free then.
 * A lead holds one booked visit (409 for a second); a time all of them lost is `taken`.
 */
export async function bookVisit(
  db: Kysely<Database>,
  booking: { submissionId: number; start: string; end: string; personIds: readonly number[] },
  by: Change,
): Promise<BookAnswer> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom('submissions')
        .select(['id', 'stage'])
        .where('id', '=', booking.submissionId)
        .where('kind', 'in', ['quote', 'message'])
        .executeTakeFirst();
      if (!lead) throw refusal(404, 'That lead does not exist.');
      const at = by.now.toISOString();
      let visit: VisitRow | undefined;
      for (const personId of booking.personIds) {
        visit = await trx
          .insertInto('visits')
          .values({
            submission_id: booking.submissionId,
            person_id: personId,
            starts_at: booking.start,
            ends_at: booking.end,
            status: 'booked',
            uid: `${randomUUID()}@site-visit`,
            sequence: 0,
            booked_by: by.actor === null ? 'visitor' : 'office',
            reminded_at: null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) =>
            // The partial index's own predicate, as a literal: SQLite matches it by its text.
            oc
              .columns(['person_id', 'starts_at'])
              .where(sql.ref('status'), '=', sql.lit('booked'))
              .doNothing(),
          )
          .returningAll()
          .executeTakeFirst();
        if (visit) break;
      }
      if (!visit) return { ok: false, taken: true } as const;
      if (BEFORE_VISIT.has(lead.stage)) {
        await trx
          .updateTable('submissions')
          .set({ stage: 'site_visit' })
          .where('id', '=', lead.id)
          .execute();
        await trx
          .insertInto('lead_events')
          .values({
            submission_id: lead.id,
            kind: 'stage',
            author_id: by.actor,
            body: 'site_visit',
            outbox_id: null,
            created_at: at,
          })
          .execute();
        if (lead.stage === 'new' && by.actor !== null) await markFirstReply(trx, lead.id, by.now);
      }
      await noteAndMail(trx, visit, 'booked', by);
      return { ok: true, visit } as const;
    });
  } catch (error) {
    // The other unique index: this lead already has a booked visit (another tab, another server).
    if (isUniqueViolation(error)) {
      throw refusal(409, 'This visit is already booked: move it or cancel it instead.');
    }
    throw error;
  }
}

/** The lead's booked visit, or undefined. */
export function bookedVisitOf(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
}

/** Moves booked visit `id` to `start` with the first of `personIds` free then (SEQUENCE + 1). */
export async function moveVisit(
  db: Kysely<Database>,
  id: number,
  move: { start: string; end: string; personIds: readonly number[] },
  by: Change,
): Promise<BookAnswer> {
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await stillBooked(trx, id);
      const held = await trx
        .selectFrom('visits')
        .select('person_id')
        .where('starts_at', '=', move.start)
        .where('status', '=', 'booked')
        .where('id', '<>', id)
        .execute();
      const busy = new Set(held.map((row) => row.person_id));
      const personId = move.personIds.find((person) => !busy.has(person));
      if (personId === undefined) return { ok: false, taken: true } as const;
      const visit = await trx
        .updateTable('visits')
        .set({
          starts_at: move.start,
          ends_at: move.end,
          person_id: personId,
          sequence: current.sequence + 1,
          reminded_at: null,
          updated_at: by.now.toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await noteAndMail(trx, visit, 'moved', by);
      return { ok: true, visit } as const;
    });
  } catch (error) {
    // Another server took the time between our read and our write: the index refused it.
    if (isUniqueViolation(error)) return { ok: false, taken: true };
    throw error;
  }
}

/** Cancels booked visit `id` (SEQUENCE + 1, METHOD:CANCEL); its start is free again. */
export async function cancelVisit(db: Kysely<Database>, id: number, by: Change): Promise<VisitRow> {
  return db.transaction().execute(async (trx) => {
    const current = await stillBooked(trx, id);
    const visit = await trx
      .updateTable('visits')
      .set({
        status: 'cancelled',
        sequence: current.sequence + 1,
        updated_at: by.now.toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await noteAndMail(trx, visit, 'cancelled', by);
    return visit;
  });
}

/** Visit `id` while it is booked, or a 404 in words (moved or cancelled from another tab). */
async function stillBooked(trx: Kysely<Database>, id: number): Promise<VisitRow> {
  const current = await trx
    .selectFrom('visits')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  if (!current) throw refusal(404, 'This visit is not booked any more.');
  return current;
}
