import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOn, deliveriesOf, storeQuote } from '../../tests/server/support/alerts.ts';
import { startCapture } from '../../tests/server/support/capture-http.ts';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { createDeadLetters } from '../jobs/dead-letters.ts';
import { cleanJobs, STALLED_CAUSE, takeJobs } from '../jobs/store.ts';
import { ALERT_JOB, alertJobKey, deliverAlert, MAX_ATTEMPTS, retryDelayMs } from './deliveries.ts';
import { recentProblems } from './problems.ts';

// Each alert delivery is an `alert.deliver` job of the jobs table (decision 063).
describe.each(databases)('alerts on the jobs table on %s', (kind) => {
  let database: Db;
  let capture: Awaited<ReturnType<typeof startCapture>>;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    database = await freshDb(kind);
    capture = await startCapture();
    actor = { id: await insertPerson(database.db, 'Owner'), email: 'owner@office.example' };
  });
  afterAll(async () => {
    await capture?.close();
    await database?.close();
  });

  const context = (webhookUrl: string) => ({
    webhookUrl,
    publicUrl: 'https://www.example.test',
    vapid: { keys: { publicKey: '', privateKey: '' }, subject: 'mailto:x@example.test' },
    serviceTitle: async (slug: string) => slug,
    log: { failure: () => undefined, recovered: () => undefined },
    userAgent: 'test',
    targets: { allowPrivate: true },
  });

  const jobOf = (deliveryId: number) =>
    database.db
      .selectFrom('jobs')
      .selectAll()
      .where('job_key', '=', alertJobKey(deliveryId))
      .executeTakeFirstOrThrow();

  /**
   * A webhook at `path` of the capture server answering `answers` in turn, a new lead, and the
   * alerts' first run: the parts and the lead's delivery.
   */
  const firstTry = async (
    path: string,
    answers: number[],
    options: Partial<Parameters<typeof alertsOn>[1]> = {},
  ) => {
    const parts = alertsOn(database, { allowPrivate: true, ...options });
    await parts.alerts.setWebhook(`${capture.url}${path}`, actor);
    capture.answer(path, ...answers);
    const lead = await storeQuote(database);
    await parts.alerts.run();
    const [delivery] = await deliveriesOf(database, lead);
    if (!delivery) throw new Error('no delivery was queued');
    return { ...parts, lead, delivery };
  };

  it('retries with pauses tripling from 5 s for 10 tries, then gives up into the dead letters', async () => {
    const clock = testClock();
    const { alerts, jobs, log, lead, delivery } = await firstTry(
      '/down',
      Array.from({ length: MAX_ATTEMPTS }, () => 503),
      { clock: clock.now },
    );
    // Queued with its lead: one job, keyed by the delivery, holding its id only.
    const queued = await jobOf(delivery.id);
    expect(queued).toMatchObject({ kind: ALERT_JOB, max_attempts: MAX_ATTEMPTS });
    expect(JSON.parse(queued.payload)).toEqual({ deliveryId: delivery.id });
    const pauses: number[] = [];
    for (let tried = 1; tried < MAX_ATTEMPTS; tried++) {
      const job = await jobOf(delivery.id);
      expect(job).toMatchObject({ state: 'waiting', attempts: tried, lease_owner: null });
      const pause = Date.parse(job.due_at) - clock.now().getTime();
      pauses.push(pause);
      // Not before its pause is over.
      clock.advance(pause - 1);
      await alerts.run();
      expect((await jobOf(delivery.id)).attempts).toBe(tried);
      clock.advance(1);
      await alerts.run();
    }
    expect(pauses).toEqual([5, 15, 45, 135, 405, 1215, 3600, 3600, 3600].map((s) => s * 1000));
    expect(pauses).toEqual(pauses.map((_, n) => retryDelayMs(n + 1)));
    expect(await jobOf(delivery.id)).toMatchObject({
      state: 'dead',
      attempts: MAX_ATTEMPTS,
      last_error: 'could not deliver (HTTP 503)',
    });
    const [row] = await deliveriesOf(database, lead);
    expect(row).toMatchObject({ outcome: 'failed', attempts: MAX_ATTEMPTS });
    // One line a minute per code (the failure log's rule): the first try's.
    expect(log()).toMatch(/webhook: .*\(HTTP 503\).*try 1; again in 5 s/);
    expect(capture.at('/down')).toHaveLength(0);

    // The office's list names it by channel with its lead; Retry sends it (once).
    const letters = createDeadLetters(database.db, jobs, { now: clock.now });
    const job = await jobOf(delivery.id);
    expect(await letters.list()).toContainEqual(
      expect.objectContaining({
        id: job.id,
        what: 'Webhook alert of a new lead',
        leadId: lead,
        attempts: MAX_ATTEMPTS,
        cause: 'could not deliver (HTTP 503)',
      }),
    );
    expect(await letters.retry(job.id, actor)).toBe(`Webhook alert of a new lead #${job.id}`);
    await alerts.run();
    expect(capture.at('/down')).toHaveLength(1);
    expect((await deliveriesOf(database, lead))[0]).toMatchObject({
      outcome: 'sent',
      attempts: 1,
    });
    expect(await jobOf(delivery.id)).toMatchObject({ state: 'done' });
    expect((await letters.list()).map((letter) => letter.id)).not.toContain(job.id);
  });

  it('a last try whose verdict was never stored reads "failed" in Recent problems once the cleaning gives its job up', async () => {
    const { delivery } = await firstTry('/cut', [503]);
    const listed = async () =>
      (await recentProblems(database.db)).find((p) => p.id === delivery.id);
    expect(await listed()).toMatchObject({ state: 'retrying', attempts: 1 });
    // Its last try started (the lease taken, the try counted) and the server lost the database
    // before the verdict was written: the row still has no outcome.
    const past = new Date(Date.now() - 60_000).toISOString();
    await database.db
      .updateTable('jobs')
      .set({ attempts: MAX_ATTEMPTS, lease_owner: 'gone', lease_until: past })
      .where('job_key', '=', alertJobKey(delivery.id))
      .execute();
    expect(await listed()).toMatchObject({ state: 'retrying' });
    await cleanJobs(database.db, new Date());
    expect(await listed()).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      cause: STALLED_CAUSE,
    });
  });

  it('gives up at once on a 404, and a dismissed one leaves with its delivery', async () => {
    const { jobs, lead, delivery } = await firstTry('/missing', [404]);
    const job = await jobOf(delivery.id);
    expect(job).toMatchObject({
      state: 'dead',
      attempts: 1,
      last_error: 'could not deliver (HTTP 404)',
    });
    const letters = createDeadLetters(database.db, jobs);
    expect(await letters.dismiss(job.id, actor)).toBe(`Webhook alert of a new lead #${job.id}`);
    expect(await deliveriesOf(database, lead)).toHaveLength(0);
    await expect(letters.dismiss(job.id, actor)).rejects.toMatchObject({ status: 404 });
  });

  it('drops what has nothing left to send to as done, and sends nothing once its lease is lost', async () => {
    const { alerts, jobs, lead, delivery } = await firstTry('/lease', [503]);
    // Another server takes the job due now; this one's stale copy of it must not post.
    await database.db
      .updateTable('jobs')
      .set({ due_at: new Date(Date.now() - 1000).toISOString() })
      .where('job_key', '=', alertJobKey(delivery.id))
      .execute();
    const now = new Date();
    const options = { dialect: kind, kinds: [ALERT_JOB], limit: 50, leaseMs: 60_000, now };
    const [mine] = await takeJobs(database.db, { ...options, owner: 'this server' });
    if (!mine) throw new Error('the job was not taken');
    await database.db
      .updateTable('jobs')
      .set({ lease_owner: 'another server' })
      .where('id', '=', mine.id)
      .execute();
    await deliverAlert(database.db, mine, 'this server', context(`${capture.url}/lease`));
    expect(capture.at('/lease')).toHaveLength(0);
    expect((await deliveriesOf(database, lead))[0]).toMatchObject({ attempts: 1, outcome: null });
    // Back to no one; with the webhook off, its next try drops it and the job is done.
    await database.db
      .updateTable('jobs')
      .set({ lease_owner: null, lease_until: null })
      .where('id', '=', mine.id)
      .execute();
    await alerts.setWebhook('', actor);
    await jobs.run();
    expect((await deliveriesOf(database, lead))[0]).toMatchObject({
      outcome: 'dropped',
      last_error: 'webhook turned off',
    });
    expect(await jobOf(delivery.id)).toMatchObject({ state: 'done' });
    expect(capture.at('/lease')).toHaveLength(0);
  });
  it('renews a lease that ran out while the batch ran but that no server took, and sends once', async () => {
    const { alerts, lead, delivery } = await firstTry('/late', [503]);
    // Taken two minutes ago with a one-minute lease: earlier jobs of its batch took that long.
    const then = new Date(Date.now() - 2 * 60_000);
    await database.db
      .updateTable('jobs')
      .set({ due_at: then.toISOString() })
      .where('job_key', '=', alertJobKey(delivery.id))
      .execute();
    const options = { dialect: kind, kinds: [ALERT_JOB], limit: 50, leaseMs: 60_000, now: then };
    const [mine] = await takeJobs(database.db, { ...options, owner: 'slow server' });
    if (!mine) throw new Error('the job was not taken');
    await deliverAlert(database.db, mine, 'slow server', context(`${capture.url}/late`));
    expect(capture.at('/late')).toHaveLength(1);
    expect((await deliveriesOf(database, lead))[0]).toMatchObject({ outcome: 'sent', attempts: 2 });
    expect(await jobOf(delivery.id)).toMatchObject({ state: 'done' });
    await alerts.run();
    expect(capture.at('/late')).toHaveLength(1);
  });
});
