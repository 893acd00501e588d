import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOn, deliveriesOf, storeQuote } from '../../tests/server/support/alerts.ts';
import { startCapture } from '../../tests/server/support/capture-http.ts';
import { insertPerson } from '../../tests/server/support/leads.ts';
import { databases, freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createDeadLetters } from '../jobs/dead-letters.ts';
import type { AlertDeliveryTable } from './tables.ts';

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

// Migration 030 (decision 063): an upgrade delivers what the alerts' own queue held, once.
describe.each(databases)('the upgrade of the alerts to the jobs table on %s', (kind) => {
  let database: Db;
  let capture: Awaited<ReturnType<typeof startCapture>>;
  beforeAll(async () => {
    database = openDatabase(await freshDatabaseUrl(kind));
    await migrate(database, '028-quote-documents');
    capture = await startCapture();
  });
  afterAll(async () => {
    await capture?.close();
    await database?.close();
  });

  it('makes a job of every delivery still waiting, tries carried over, and a dead one of each given up', async () => {
    const lead = await storeQuote(database);
    await database.db
      .updateTable('submissions')
      .set({ alerted_at: at(0) })
      .execute();
    const delivery = (row: Partial<Omit<AlertDeliveryTable, 'id'>>) =>
      database.db
        .insertInto('alert_deliveries')
        .values({
          submission_id: lead,
          channel: 'webhook',
          subscription_id: null,
          created_at: at(-10 * MINUTE),
          attempts: 0,
          next_attempt_at: at(-MINUTE),
          claimed_until: null,
          done_at: null,
          outcome: null,
          last_error: null,
          ...row,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((inserted) => inserted.id);
    const waiting = await delivery({ attempts: 3, last_error: 'no answer' });
    // Claimed by a server of the old version: due when its claim runs out.
    const claimed = await delivery({ claimed_until: at(MINUTE) });
    const sent = await delivery({ attempts: 1, done_at: at(-MINUTE), outcome: 'sent' });
    const failed = await delivery({
      attempts: 10,
      done_at: at(-MINUTE),
      outcome: 'failed',
      last_error: 'could not deliver (HTTP 502)',
    });

    await migrate(database);
    const jobs = await database.db
      .selectFrom('jobs')
      .select(['job_key', 'kind', 'payload', 'state', 'attempts', 'max_attempts', 'due_at'])
      .orderBy('id')
      .execute();
    expect(jobs.map((job) => job.job_key).sort()).toEqual(
      [waiting, claimed, failed].map((id) => `alert:${id}`).sort(),
    );
    const byKey = new Map(jobs.map((job) => [job.job_key, job]));
    expect(byKey.get(`alert:${waiting}`)).toMatchObject({
      kind: 'alert.deliver',
      state: 'waiting',
      attempts: 3,
      max_attempts: 10,
    });
    expect(JSON.parse(byKey.get(`alert:${waiting}`)?.payload ?? '')).toEqual({
      deliveryId: waiting,
    });
    expect(Date.parse(byKey.get(`alert:${claimed}`)?.due_at ?? '')).toBeGreaterThan(Date.now());
    expect(byKey.get(`alert:${failed}`)).toMatchObject({ state: 'dead', attempts: 10 });

    // The upgraded server sends the waiting one once (its fourth try), not the sent one.
    const { alerts, jobs: runner } = alertsOn(database, { allowPrivate: true });
    const actor = { id: await insertPerson(database.db, 'Owner'), email: 'owner@office.example' };
    await alerts.setWebhook(`${capture.url}/upgraded`, actor);
    await alerts.run();
    await alerts.run();
    expect(
      capture.at('/upgraded').map((post) => JSON.parse(post.body.toString()).delivery),
    ).toEqual([waiting]);
    const rows = new Map((await deliveriesOf(database, lead)).map((row) => [row.id, row]));
    expect(rows.get(waiting)).toMatchObject({ outcome: 'sent', attempts: 4 });
    expect(rows.get(claimed)).toMatchObject({ outcome: null, attempts: 0 });
    expect(rows.get(sent)).toMatchObject({ outcome: 'sent', attempts: 1 });
    // The given-up one stays on the office's list, with its lead.
    const letters = await createDeadLetters(database.db, runner).list();
    expect(letters).toEqual([
      expect.objectContaining({
        what: 'Webhook alert of a new lead',
        leadId: lead,
        cause: 'could not deliver (HTTP 502)',
        attempts: 10,
      }),
    ]);
  });
  it('during a rolling upgrade, sends once what a server of the previous version queued or holds', async () => {
    const lead = await storeQuote(database);
    await database.db
      .updateTable('submissions')
      .set({ alerted_at: at(0) })
      .execute();
    const old = (claimedUntil: string | null) =>
      database.db
        .insertInto('alert_deliveries')
        .values({
          submission_id: lead,
          channel: 'webhook',
          subscription_id: null,
          created_at: at(-MINUTE),
          attempts: 0,
          next_attempt_at: at(-MINUTE),
          claimed_until: claimedUntil,
          done_at: null,
          outcome: null,
          last_error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((inserted) => inserted.id);
    // Queued after the migration by an old server: no job. Another one an old server is sending.
    const orphan = await old(null);
    const sending = await old(at(MINUTE));
    const { alerts } = alertsOn(database, { allowPrivate: true });
    await alerts.run();
    await alerts.run();
    const posted = () =>
      capture.at('/upgraded').map((post) => JSON.parse(post.body.toString()).delivery);
    expect(posted()).toContain(orphan);
    expect(posted()).not.toContain(sending);
    const job = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('job_key', '=', `alert:${sending}`)
      .executeTakeFirstOrThrow();
    // Its job waits (a try spent) while the old server holds the row…
    expect(job).toMatchObject({
      state: 'waiting',
      attempts: 1,
      last_error: 'a server of the previous version was sending it',
    });
    // …which marks it sent: the next try finds it done and posts nothing.
    await database.db
      .updateTable('alert_deliveries')
      .set({ done_at: at(0), outcome: 'sent', claimed_until: null, attempts: 1 })
      .where('id', '=', sending)
      .execute();
    await database.db
      .updateTable('jobs')
      .set({ due_at: at(-1000) })
      .where('id', '=', job.id)
      .execute();
    await alerts.run();
    expect(posted().filter((id) => id === orphan)).toHaveLength(1);
    expect(posted()).not.toContain(sending);
    expect(
      await database.db
        .selectFrom('jobs')
        .select('state')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ state: 'done' });
  });
});
