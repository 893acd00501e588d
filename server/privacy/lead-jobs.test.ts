import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { mailJobs } from '../../tests/server/support/mail-jobs.ts';
import { databases } from '../../tests/server/support/site.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import { alertJobKey } from '../alerts/deliveries.ts';
import type { Db } from '../db/connect.ts';
import { scheduleJob } from '../jobs/store.ts';
import { queueMail } from '../mail/outbox.ts';
import { mailJobKey } from '../mail/outbox-rules.ts';
import { quoteReminderKey } from '../quotes/quote-reminder.ts';
import { reminderKey, requestKey } from '../reviews/requests.ts';
import { saveSubmission } from '../store/submissions.ts';
import { visitReminderKey } from '../visits/booking.ts';
import { deleteSubmissions } from './delete-submissions.ts';
import { erasePerson } from './erase.ts';

const NOW = '2026-06-01T09:00:00.000Z';
const LATER = new Date('2026-06-20T09:00:00.000Z');

/** A won lead with a mail, an alert, a booked visit, a sent quote and a review request, each with its job. */
async function leadWithJobs({ db, dialect }: Db, email: string) {
  const lead = await saveSubmission(db, dialect, {
    kind: 'quote',
    name: 'Jo Waiting',
    email,
    phone: '555-0101',
    message: 'A kitchen',
  });
  const visit = await db
    .insertInto('visits')
    .values({
      submission_id: lead.id,
      person_id: lead.id,
      starts_at: '2026-06-21T16:00:00.000Z',
      ends_at: '2026-06-21T17:00:00.000Z',
      status: 'booked',
      uid: `visit-${lead.id}@test`,
      sequence: 0,
      booked_by: 'visitor',
      reminded_at: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const linkHash = `hash-of-${lead.id}`;
  await db
    .insertInto('quotes')
    .values({
      submission_id: lead.id,
      version: 1,
      status: 'sent',
      currency: 'USD',
      lines: '[]',
      subtotal_minor: 100,
      tax_minor: 0,
      total_minor: 100,
      valid_until: '2026-07-01',
      terms: '',
      token_hash: linkHash,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto('review_requests')
    .values({
      submission_id: lead.id,
      finished_on: '2026-06-01',
      token: `t-${lead.id}`,
      created_at: NOW,
    })
    .execute();
  const delivery = await db
    .insertInto('alert_deliveries')
    .values({
      submission_id: lead.id,
      channel: 'webhook',
      subscription_id: null,
      created_at: NOW,
      attempts: 0,
      next_attempt_at: NOW,
      claimed_until: null,
      done_at: null,
      outcome: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mailId = await queueMail(db, {
    to: email,
    subject: 'Your visit',
    body: 'See you then.',
    submissionId: lead.id,
  });
  const keys = [
    mailJobKey(mailId),
    alertJobKey(delivery.id),
    visitReminderKey(visit.id, 0),
    quoteReminderKey(linkHash),
    requestKey(lead.id),
    reminderKey(lead.id),
  ];
  // The mail has its job from queueMail; the others are scheduled here under their real keys.
  for (const key of keys.slice(1))
    await scheduleJob(
      db,
      { kind: 'test.kind', key, dueAt: LATER, payload: { id: lead.id } },
      new Date(NOW),
    );
  return { id: lead.id, keys };
}

const keptKeys = async ({ db }: Db, keys: string[]) =>
  (await db.selectFrom('jobs').select('job_key').where('job_key', 'in', keys).execute()).map(
    (row) => row.job_key,
  );

describe.each(databases)("a deleted lead's jobs on %s", (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  it('go with it, done ones too, with its review request, and another lead keeps its own', async () => {
    const gone = await leadWithJobs(database, 'gone@example.net');
    const stays = await leadWithJobs(database, 'stays@example.net');
    expect(await keptKeys(database, gone.keys)).toHaveLength(6);
    // A request already sent: its done row goes too (SQLite may give the id to a new lead).
    await database.db
      .updateTable('jobs')
      .set({ state: 'done' })
      .where('job_key', '=', requestKey(gone.id))
      .execute();

    await database.db.transaction().execute((trx) => deleteSubmissions(trx, [gone.id]));

    expect(await keptKeys(database, gone.keys)).toEqual([]);
    const requests = await database.db
      .selectFrom('review_requests')
      .select('submission_id')
      .execute();
    expect(requests.map((row) => row.submission_id)).toEqual([stays.id]);
    expect((await keptKeys(database, stays.keys)).sort()).toEqual([...stays.keys].sort());
  });

  it("an erased person's other mail takes its job along: a new mail given its number is sent", async () => {
    const { db } = database;
    const smtp = await startSmtp();
    const transport = nodemailer.createTransport({ url: smtp.url });
    try {
      const jobs = mailJobs(database, transport, 'site@example.com');
      // Mail to the person that no lead or subscriber holds, sent: its job is done.
      const erased = await queueMail(db, { to: 'erased@example.net', subject: 'Yours', body: 'x' });
      await jobs.run();
      await smtp.waitFor((mail) => mail.subject === 'Yours');
      await erasePerson(db, 'erased@example.net', 'ref-erased');
      expect(await keptKeys(database, [mailJobKey(erased)])).toEqual([]);
      // SQLite gives the deleted row's number to the next mail: it must still be sent.
      await queueMail(db, { to: 'office@example.com', subject: 'A new lead', body: 'y' });
      await jobs.run();
      await smtp.waitFor((mail) => mail.subject === 'A new lead', 5000);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
