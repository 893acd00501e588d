/**
 * The reminder the day before a visit (issue 33), on the jobs table (decision 058) and a clock
 * the test moves: due a day before, not sooner; mailed once however often the runner runs; a
 * move plans it again for the new time (the old one never fires); a cancellation drops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { insertLead } from '../../tests/server/support/leads.ts';
import type { Db } from '../db/connect.ts';
import { createJobs } from '../jobs/runner.ts';
import { PUBLIC_ONLY } from '../outbound/address-check.ts';
import { REMINDER_KIND } from './booking.ts';
import { createVisits } from './service.ts';

const HOUR = 3_600_000;

describe('the reminder the day before a visit', () => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb('sqlite');
  });
  afterAll(() => database.close());

  it('is mailed once a day before, follows a move, and goes with a cancellation', async () => {
    const { db } = database;
    // Sunday 29 Nov 2026, 10:00 in Los Angeles (the brand's zone, the office default).
    const clock = testClock('2026-11-29T18:00:00.000Z');
    const visits = createVisits({
      db,
      opening: async () => ({
        days: ['Monday', 'Tuesday', 'Wednesday'],
        opens: '09:00',
        closes: '12:00',
      }),
      company: async () => ({ name: 'Corbel', email: 'office@corbel.example', phone: '555' }),
      officeMailbox: 'office@corbel.example',
      isMailOn: true,
      publicUrl: 'https://corbel.example',
      flush: () => {},
      feedPolicy: PUBLIC_ONLY,
      log: () => {},
      now: clock.now,
    });
    const jobs = createJobs({ db, dialect: 'sqlite', clock: clock.now });
    jobs.register(REMINDER_KIND, {
      label: 'Site visit reminder',
      run: (job) => visits.remind(Number(job.payload.visitId), Number(job.payload.sequence)),
    });
    const reminders = async () =>
      (await db.selectFrom('outbox').select('subject').execute()).filter((row) =>
        row.subject.startsWith('Reminder:'),
      );

    const lead = await insertLead(db, { email: 'dana@example.com' });
    // Tuesday 09:00 PST (17:00 UTC): the reminder is due Monday at 17:00 UTC.
    const tuesday = '2026-12-01T17:00:00.000Z';
    const booked = await visits.bookForLead(1, lead, tuesday);
    expect(booked.ok).toBe(true);
    const visitId = booked.ok ? booked.visit.id : 0;

    clock.advance(15 * HOUR); // Monday 09:00 UTC: a day and 8 hours before
    await jobs.run();
    expect(await reminders()).toEqual([]);

    // Moved to Wednesday 09:00 PST: the reminder moves to Tuesday 17:00 UTC.
    const moved = await visits.moveByOffice(1, visitId, '2026-12-02T17:00:00.000Z');
    expect(moved.ok).toBe(true);
    clock.advance(8 * HOUR); // Monday 17:00 UTC: the old reminder's time
    await jobs.run();
    expect(await reminders()).toEqual([]);

    clock.advance(24 * HOUR); // Tuesday 17:00 UTC
    await jobs.run();
    await jobs.run();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Wed 2 Dec 2026, 09:00 PST');
    // A second try of the same job (a lost lease) mails nothing more.
    await visits.remind(visitId, 1);
    expect(await reminders()).toHaveLength(1);
  });

  it('never fires for a cancelled visit', async () => {
    const { db } = database;
    const clock = testClock('2026-11-29T18:00:00.000Z');
    const visits = createVisits({
      db,
      opening: async () => ({ days: ['Thursday'], opens: '09:00', closes: '12:00' }),
      company: async () => ({ name: 'Corbel', email: 'office@corbel.example', phone: '555' }),
      officeMailbox: undefined,
      isMailOn: true,
      publicUrl: 'https://corbel.example',
      flush: () => {},
      feedPolicy: PUBLIC_ONLY,
      log: () => {},
      now: clock.now,
    });
    const lead = await insertLead(db, { email: 'erin@example.com' });
    const booked = await visits.bookForLead(1, lead, '2026-12-03T17:00:00.000Z');
    expect(booked.ok).toBe(true);
    const waiting = () =>
      db
        .selectFrom('jobs')
        .select('job_key')
        .where('kind', '=', REMINDER_KIND)
        .where('state', '=', 'waiting')
        .execute();
    const before = (await waiting()).length;
    await visits.cancelByOffice(1, booked.ok ? booked.visit.id : 0);
    expect((await waiting()).length).toBe(before - 1);
  });
});
