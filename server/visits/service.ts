/**
 * Site visits (issue 33, docs/decisions/060-site-visits.md), services.visits: the visit hours,
 * each lead's booking link, the free slots, booking, moving and cancelling (by the visitor
 * through their link or by the office), the week of visits and a lead's visit.
 */
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { clockText } from '../../app/lib/clock-text.ts';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { dayStartOf } from '../leads/business-days.ts';
import { readOfficeSettings, storeOfficeSetting } from '../leads/office-settings.ts';
import { queueMail } from '../mail/outbox.ts';
import { warnUnreadableSetting } from '../ops/setting-warnings.ts';
import type { OutboundPolicy } from '../outbound/address-check.ts';
import {
  type BookAnswer,
  bookedVisitOf,
  bookVisit,
  type Change,
  cancelVisit,
  moveVisit,
  type VisitRow,
} from './booking.ts';
import { createFeeds, type FeedState } from './busy-feeds.ts';
import { issueVisitLink, leadOfToken, visitPath } from './links.ts';
import { bookableLeads, callerLead } from './office-leads.ts';
import { type Busy, freeSlots, type Slot, type SlotDay } from './slots.ts';
import {
  OFFICE_PERSON,
  type OpeningHours,
  openingWeek,
  VISIT_HOURS_DEFAULTS,
  type VisitHours,
  visitHoursSchema,
} from './visit-hours.ts';
import { reminderMail, type VisitChange, type VisitMailFacts, visitMails } from './visit-mails.ts';

export const VISIT_HOURS_KEY = 'visitHours';

export interface VisitsDeps {
  db: Kysely<Database>;
  /** The contact details' opening hours (the published document, else the seed's). */
  opening: () => Promise<OpeningHours>;
  company: () => Promise<{ name: string; email: string; phone: string }>;
  /** The office's mailbox when mail is on; undefined when mail is off (no mail is queued). */
  readonly officeMailbox: string | undefined;
  readonly isMailOn: boolean;
  /** The origin every mailed link starts with. */
  readonly publicUrl: string;
  flush: () => void;
  feedPolicy: OutboundPolicy;
  log: (error: unknown, context: string) => void;
  now?: () => Date;
}

/** A visit as the screens show it. */
export interface VisitView {
  id: number;
  leadId: number;
  leadName: string;
  start: string;
  end: string;
  personId: number;
  personName: string;
  bookedBy: 'visitor' | 'office';
}

/** What a booking page shows: the lead's reference, its visit (if booked) and the free days. */
export interface VisitPage {
  leadId: number;
  timeZone: string;
  visit?: VisitView;
  days: SlotDay[];
}

export type VisitAnswer =
  | { ok: true; visit: VisitView }
  | { ok: false; message: string; days: SlotDay[] };

/** `days` without the slot starting at `start` (and a day left empty by that). */
export const withoutStart = (days: SlotDay[], start: string | undefined): SlotDay[] =>
  start === undefined
    ? days
    : days
        .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== start) }))
        .filter((day) => day.slots.length > 0);

export const TAKEN_WORDS =
  'Someone booked that time a moment ago. Please choose another of the times below.';

export function createVisits(deps: VisitsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const feeds = createFeeds(deps.feedPolicy, (error) =>
    deps.log(error, '(a calendar feed could not be read; its last busy times stand)'),
  );

  async function hours(): Promise<VisitHours> {
    const row = await db
      .selectFrom('office_settings')
      .select('value')
      .where('key', '=', VISIT_HOURS_KEY)
      .executeTakeFirst();
    if (!row) return VISIT_HOURS_DEFAULTS;
    const parsed = v.safeParse(visitHoursSchema, JSON.parse(row.value));
    if (parsed.success) return parsed.output;
    warnUnreadableSetting(
      'office settings: the stored visitHours is not readable; the defaults are used',
    );
    return VISIT_HOURS_DEFAULTS;
  }

  async function peopleNames(ids: readonly number[], from: Kysely<Database> = db) {
    const rows = ids.length
      ? await from
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('id', 'in', [...ids])
          .execute()
      : [];
    const names = new Map<number, { name: string; email?: string }>(
      rows.map((row) => [row.id, { name: row.name, email: row.email }]),
    );
    names.set(OFFICE_PERSON, { name: 'Our team' });
    return names;
  }

  async function toView(visit: VisitRow): Promise<VisitView> {
    const [lead, names] = await Promise.all([
      db
        .selectFrom('submissions')
        .select('name')
        .where('id', '=', visit.submission_id)
        .executeTakeFirst(),
      peopleNames([visit.person_id]),
    ]);
    return {
      id: visit.id,
      leadId: visit.submission_id,
      leadName: lead?.name ?? '',
      start: visit.starts_at,
      end: visit.ends_at,
      personId: visit.person_id,
      personName: names.get(visit.person_id)?.name ?? 'Someone no longer here',
      bookedBy: visit.booked_by,
    };
  }

  /** The free days now, leaving out visit `except` (the one being moved). */
  async function slotsNow(except?: number): Promise<{ days: SlotDay[]; timeZone: string }> {
    const at = now();
    const [settings, visitHours, opening] = await Promise.all([
      readOfficeSettings(db),
      hours(),
      deps.opening(),
    ]);
    const from = new Date(at.getTime() - 86_400_000);
    const to = new Date(at.getTime() + (visitHours.daysAhead + 2) * 86_400_000);
    const booked = await db
      .selectFrom('visits')
      .select(['id', 'person_id', 'starts_at', 'ends_at'])
      .where('status', '=', 'booked')
      .where('ends_at', '>', from.toISOString())
      .where('starts_at', '<', to.toISOString())
      .execute();
    const busy: Busy[] = booked
      .filter((row) => row.id !== except)
      .map((row) => ({
        personId: row.person_id,
        start: Date.parse(row.starts_at),
        end: Date.parse(row.ends_at),
      }));
    const withFeeds = visitHours.people.filter((person) => person.feedUrl);
    const fromFeeds = await Promise.all(
      withFeeds.map(async (person) =>
        (await feeds.busy(person.feedUrl as string, from, to, at)).map((span) => ({
          personId: person.userId,
          ...span,
        })),
      ),
    );
    const days = freeSlots({
      hours: visitHours,
      opening: openingWeek(opening),
      timeZone: settings.timeZone,
      now: at,
      busy: [...busy, ...fromFeeds.flat()],
    });
    return { days, timeZone: settings.timeZone };
  }

  const findSlot = (days: SlotDay[], start: string): Slot | undefined =>
    days.flatMap((day) => day.slots).find((slot) => slot.start === start);

  /** What a visit's mails say, read inside the caller's transaction (SQLite has one connection). */
  async function factsOf(
    trx: Kysely<Database>,
    visit: VisitRow,
    at: Date,
    timeZone: string,
    company: VisitMailFacts['company'],
    visitorToken?: string,
  ): Promise<Omit<VisitMailFacts, 'change'>> {
    const lead = await trx
      .selectFrom('submissions')
      .select(['id', 'name', 'email', 'details'])
      .where('id', '=', visit.submission_id)
      .executeTakeFirstOrThrow();
    const person = (await peopleNames([visit.person_id], trx)).get(visit.person_id) ?? {
      name: 'Our team',
    };
    const token = visitorToken ?? (await issueVisitLink(trx, visit.submission_id, at));
    const origin = new URL(deps.publicUrl).origin;
    let siteAddress: string | undefined;
    try {
      siteAddress = (JSON.parse(lead.details ?? '{}') as { siteAddress?: string }).siteAddress;
    } catch {
      siteAddress = undefined;
    }
    return {
      uid: visit.uid,
      sequence: visit.sequence,
      start: new Date(visit.starts_at),
      end: new Date(visit.ends_at),
      now: at,
      timeZone,
      company,
      lead: { id: lead.id, name: lead.name, email: lead.email, siteAddress },
      person,
      visitorLink: `${origin}${visitPath(token)}`,
      leadLink: `${origin}/admin/leads/${lead.id}`,
      officeMailbox: deps.officeMailbox,
    };
  }

  /** How a change writes its note and composes its mails. */
  async function changeBy(actor: number | null, visitorToken?: string): Promise<Change> {
    const at = now();
    const { timeZone } = await readOfficeSettings(db);
    const company = await deps.company();
    return {
      actor,
      now: at,
      note: async (trx, visit, change) => {
        const person = (await peopleNames([visit.person_id], trx)).get(visit.person_id);
        const when = clockText(visit.starts_at, timeZone);
        const who = person ? `, ${person.name} going` : '';
        const by = actor === null ? ' (by the customer)' : '';
        if (change === 'cancelled') return `Site visit of ${when} cancelled${by}.`;
        return `Site visit ${change === 'booked' ? 'booked for' : 'moved to'} ${when}${who}${by}.`;
      },
      // Every read inside the change's transaction (SQLite has one connection).
      mails: async (trx, visit, change: VisitChange) => {
        if (!deps.isMailOn) return [];
        const facts = await factsOf(trx, visit, at, timeZone, company, visitorToken);
        return visitMails({ ...facts, change });
      },
    };
  }

  async function answered(result: Promise<BookAnswer>, except?: number): Promise<VisitAnswer> {
    const answer = await result;
    if (answer.ok) {
      deps.flush();
      return { ok: true, visit: await toView(answer.visit) };
    }
    return { ok: false, message: TAKEN_WORDS, days: (await slotsNow(except)).days };
  }

  async function book(submissionId: number, start: string, by: Change): Promise<VisitAnswer> {
    const { days } = await slotsNow();
    const slot = findSlot(days, start);
    if (!slot) return { ok: false, message: TAKEN_WORDS, days };
    return answered(
      bookVisit(
        db,
        { submissionId, start: slot.start, end: slot.end, personIds: slot.personIds },
        by,
      ),
    );
  }

  async function move(visit: VisitRow, start: string, by: Change): Promise<VisitAnswer> {
    const { days } = await slotsNow(visit.id);
    const slot = findSlot(days, start);
    if (!slot) return { ok: false, message: TAKEN_WORDS, days };
    return answered(
      moveVisit(db, visit.id, { start: slot.start, end: slot.end, personIds: slot.personIds }, by),
      visit.id,
    );
  }

  async function visitOfToken(token: string) {
    const leadId = await leadOfToken(db, token);
    if (leadId === undefined) return undefined;
    return { leadId, visit: await bookedVisitOf(db, leadId) };
  }

  async function bookedById(id: number): Promise<VisitRow> {
    const visit = await db
      .selectFrom('visits')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (!visit) throw refusal(404, 'This visit is not booked any more.');
    return visit;
  }

  return {
    hours,
    /**
     * The reminder the day before (the `visit.reminder` job): mailed once, only while the visit
     * is booked at the time it was planned for (its SEQUENCE); a move plans a new one.
     */
    async remind(visitId: number, sequence: number): Promise<void> {
      const at = now();
      const { timeZone } = await readOfficeSettings(db);
      const company = await deps.company();
      const queued = await db.transaction().execute(async (trx) => {
        const visit = await trx
          .updateTable('visits')
          .set({ reminded_at: at.toISOString() })
          .where('id', '=', visitId)
          .where('status', '=', 'booked')
          .where('sequence', '=', sequence)
          .where('reminded_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!visit || !deps.isMailOn) return false;
        await queueMail(trx, reminderMail(await factsOf(trx, visit, at, timeZone, company)));
        return true;
      });
      if (queued) deps.flush();
    },
    /** Open leads without a booked visit, for the office's booking form. */
    bookable: () => bookableLeads(db),
    /** A new lead for a caller (name, email, phone); its id. */
    callerLead: (actor: number, input: { name: string; email: string; phone: string }) =>
      callerLead(db, actor, input, now()),
    /** The feeds' last tries, by person (for the settings screen). */
    feedStates: async (): Promise<Record<number, FeedState | undefined>> =>
      Object.fromEntries(
        (await hours()).people.map((person) => [
          person.userId,
          person.feedUrl ? feeds.state(person.feedUrl) : undefined,
        ]),
      ),
    /** Checks and stores the visit hours (a 422 refusal names the first problem). */
    async saveHours(actor: AuditActor, value: unknown): Promise<VisitHours> {
      const parsed = v.safeParse(visitHoursSchema, value);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const path = issue?.path?.map((item) => String(item.key)).join('.') ?? '';
        throw refusal(422, `${issue?.message ?? 'Check the visit hours.'}`, path);
      }
      const before = await hours();
      await db.transaction().execute(async (trx) => {
        await storeOfficeSetting(trx, VISIT_HOURS_KEY, parsed.output, actor.id);
        await audit(trx, { actor, action: 'office.settings', subject: 'visit hours' });
      });
      for (const person of before.people) if (person.feedUrl) feeds.forget(person.feedUrl);
      return parsed.output;
    },
    /** A new private booking link for a lead; its token. */
    issueLink: (submissionId: number) => issueVisitLink(db, submissionId, now()),
    /** The booking page of `token`, or undefined for an unknown link (404). */
    async page(token: string): Promise<VisitPage | undefined> {
      const found = await visitOfToken(token);
      if (!found) return undefined;
      const { days, timeZone } = await slotsNow(found.visit?.id);
      return {
        leadId: found.leadId,
        timeZone,
        visit: found.visit ? await toView(found.visit) : undefined,
        // Its own time is not offered as a move.
        days: withoutStart(days, found.visit?.starts_at),
      };
    },
    /** The visitor books (or, with a booked visit, moves to) `start` through their link. */
    async chooseByToken(token: string, start: string): Promise<VisitAnswer | undefined> {
      const found = await visitOfToken(token);
      if (!found) return undefined;
      const by = await changeBy(null, token);
      return found.visit ? move(found.visit, start, by) : book(found.leadId, start, by);
    },
    /** The visitor cancels through their link; false when nothing was booked. */
    async cancelByToken(token: string): Promise<boolean | undefined> {
      const found = await visitOfToken(token);
      if (!found) return undefined;
      if (!found.visit) return false;
      await cancelVisit(db, found.visit.id, await changeBy(null, token));
      deps.flush();
      return true;
    },
    /** The office books `start` on a lead. */
    async bookForLead(actor: number, leadId: number, start: string) {
      return book(leadId, start, await changeBy(actor));
    },
    async moveByOffice(actor: number, visitId: number, start: string) {
      return move(await bookedById(visitId), start, await changeBy(actor));
    },
    async cancelByOffice(actor: number, visitId: number) {
      await cancelVisit(db, visitId, await changeBy(actor));
      deps.flush();
    },
    /** The free days now (for the office; `except` a visit being moved). */
    slots: (except?: number) => slotsNow(except),
    /** A lead's booked visit, for its Visit panel. */
    async ofLead(leadId: number): Promise<VisitView | undefined> {
      const visit = await bookedVisitOf(db, leadId);
      return visit ? toView(visit) : undefined;
    },
    /** The booked visits of the company's week starting on `monday` (YYYY-MM-DD). */
    async week(monday: string): Promise<{ timeZone: string; visits: VisitView[] }> {
      const { timeZone } = await readOfficeSettings(db);
      const from = dayStartOf(monday, timeZone).toISOString();
      const to = dayStartOf(monday, timeZone, 7).toISOString();
      const rows = await db
        .selectFrom('visits')
        .innerJoin('submissions', 'submissions.id', 'visits.submission_id')
        .leftJoin('users', 'users.id', 'visits.person_id')
        .select([
          'visits.id',
          'visits.submission_id',
          'visits.starts_at',
          'visits.ends_at',
          'visits.person_id',
          'visits.booked_by',
          'submissions.name as lead_name',
          'users.name as person_name',
        ])
        .where('visits.status', '=', 'booked')
        .where('visits.starts_at', '>=', from)
        .where('visits.starts_at', '<', to)
        .orderBy('visits.starts_at')
        .execute();
      return {
        timeZone,
        visits: rows.map((row) => ({
          id: row.id,
          leadId: row.submission_id,
          leadName: row.lead_name,
          start: row.starts_at,
          end: row.ends_at,
          personId: row.person_id,
          personName: row.person_name ?? 'Our team',
          bookedBy: row.booked_by,
        })),
      };
    },
  };
}

export type Visits = ReturnType<typeof createVisits>;
