import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertsOn,
  deliveriesOf,
  makeDue,
  PUBLIC_URL,
  storeQuote,
} from '../../tests/server/support/alerts.ts';
import { startCapture } from '../../tests/server/support/capture-http.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { markNotSpam } from '../spam/not-spam.ts';

describe.each(databases)('the webhook queue on %s', (kind) => {
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

  it('refuses addresses that are not https to a public host, and names only the host', async () => {
    const { alerts } = alertsOn(database);
    const trap = await startCapture();
    const port = new URL(trap.url).port;
    for (const bad of [
      'http://example.com/hook',
      'ftp://x.test/',
      'https://u:p@x.test/',
      'hook',
      // This machine, by name, literal or IPv4-mapped IPv6, plain or https.
      `${trap.url}/hook`,
      `https://127.0.0.1:${port}/hook`,
      `https://localhost:${port}/hook`,
      `https://[::ffff:127.0.0.1]:${port}/hook`,
      // Private and link-local networks, cloud metadata (checked, never contacted).
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://100.100.100.200/latest/meta-data/',
    ]) {
      await expect(alerts.setWebhook(bad, actor), bad).rejects.toMatchObject({
        refused: true,
        status: 422,
      });
    }
    expect((await alerts.settings()).webhookUrl).toBeNull();
    expect(await alerts.testWebhook()).toMatchObject({ ok: false });
    expect(trap.posts).toHaveLength(0);
    await trap.close();
    // A public address (saved, never posted to here).
    await alerts.setWebhook('https://93.184.215.14/T1/secret', actor);
    expect((await alerts.settings()).webhookUrl).toBe('https://93.184.215.14/T1/secret');
    // The audit log names the host, never the path (it may hold the channel's key).
    const entry = await database.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'alerts.webhook')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe('https://93.184.215.14');
  });

  it('takes a webhook on this machine only with ALERTS_ALLOW_PRIVATE, and forgets it without', async () => {
    const own = alertsOn(database, { allowPrivate: true }).alerts;
    await own.setWebhook(`${capture.url}/own`, actor);
    expect((await own.settings()).webhookUrl).toBe(`${capture.url}/own`);
    // The same stored URL reads as no webhook on a server without the setting: nothing is posted.
    const strict = alertsOn(database).alerts;
    expect((await strict.settings()).webhookUrl).toBeNull();
    await storeQuote(database);
    await strict.run();
    expect(capture.at('/own')).toHaveLength(0);
    await own.setWebhook('', actor);
  });

  it('posts each new lead once, retries a 503, and sends no spam and no comment', async () => {
    const { alerts, log } = alertsOn(database, { allowPrivate: true });
    await alerts.setWebhook(`${capture.url}/hook`, actor);
    capture.answer('/hook', 503);
    const lead = await storeQuote(database);
    const spam = await storeQuote(database, { spam: true });
    const comment = await storeQuote(database, { kind: 'comment' });
    await alerts.run();
    const [first] = await deliveriesOf(database, lead);
    expect(first).toMatchObject({
      channel: 'webhook',
      attempts: 1,
      done_at: null,
      last_error: 'could not deliver (HTTP 503)',
    });
    expect(log()).toMatch(
      /webhook: the receiving server answered with an error \(HTTP 503\).*again in 5 s/,
    );
    expect(await deliveriesOf(database, spam)).toHaveLength(0);
    expect(await deliveriesOf(database, comment)).toHaveLength(0);

    await makeDue(database);
    await alerts.run();
    await alerts.run();
    const posts = capture.at('/hook');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]?.body.toString() ?? '{}');
    expect(body).toMatchObject({
      type: 'lead.new',
      kind: 'quote',
      id: lead,
      service: 'Title of kitchen',
      link: `${PUBLIC_URL}/admin/leads/${lead}`,
    });
    expect(body.name).toMatch(/^Ada Lovelace \d+$/);
    expect(body.text).toContain(`#${lead}`);
    expect(Date.parse(body.time)).toBeGreaterThan(0);
    // The minimum: no email, phone or message leaves for the webhook.
    expect(posts[0]?.body.toString()).not.toMatch(/@example\.com|private words/);
    expect(posts[0]?.headers['content-type']).toBe('application/json');
    const [done] = await deliveriesOf(database, lead);
    expect(done).toMatchObject({ outcome: 'sent', attempts: 2, last_error: null });
    expect(log()).toMatch(/webhook: alerts delivered again/);
    // The log names the lead's number and the cause, never the visitor.
    expect(log()).not.toMatch(/Ada|@example\.com|private/);
  });

  it('gives up on a 404 and shows it among the problems', async () => {
    const { alerts, log } = alertsOn(database, { allowPrivate: true });
    await alerts.setWebhook(`${capture.url}/gone-hook`, actor);
    capture.answer('/gone-hook', 404);
    const lead = await storeQuote(database);
    await alerts.run();
    const [row] = await deliveriesOf(database, lead);
    expect(row).toMatchObject({
      outcome: 'failed',
      attempts: 1,
      last_error: 'could not deliver (HTTP 404)',
    });
    expect(log()).toMatch(/webhook: .*\(HTTP 404\).*given up after 1 tries/);
    const problems = await alerts.problems();
    expect(problems[0]).toMatchObject({
      leadId: lead,
      state: 'failed',
      cause: 'could not deliver (HTTP 404)',
    });
  });

  it('retries a refused connection, which the office reads as no answer, and drops what waits once the webhook is off', async () => {
    const closed = await startCapture();
    await closed.close();
    const { alerts, log } = alertsOn(database, { allowPrivate: true });
    await alerts.setWebhook(`${closed.url}/hook`, actor);
    const lead = await storeQuote(database);
    await alerts.run();
    const [row] = await deliveriesOf(database, lead);
    // No socket error for the office (a webhook's test is no port scanner); the log keeps the code.
    expect(row).toMatchObject({ attempts: 1, done_at: null, last_error: 'no answer' });
    expect(await alerts.problems()).toContainEqual(expect.objectContaining({ cause: 'no answer' }));
    expect(await alerts.testWebhook()).toMatchObject({ ok: false, cause: 'no answer' });
    expect(log()).toMatch(/webhook: connection refused \(ECONNREFUSED\)/);
    await alerts.setWebhook('', actor);
    await makeDue(database);
    await alerts.run();
    const [dropped] = await deliveriesOf(database, lead);
    expect(dropped).toMatchObject({ outcome: 'dropped', last_error: 'webhook turned off' });
    // With no webhook, a new lead queues nothing for it.
    const quiet = await storeQuote(database);
    await alerts.run();
    expect(await deliveriesOf(database, quiet)).toHaveLength(0);
  });

  it('sends each alert once when two servers run at the same time', async () => {
    const one = alertsOn(database, { allowPrivate: true }).alerts;
    const two = alertsOn(database, { allowPrivate: true }).alerts;
    await one.setWebhook(`${capture.url}/both`, actor);
    const leads = [];
    for (let n = 0; n < 6; n++) leads.push(await storeQuote(database));
    await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    const ids = capture.at('/both').map((post) => JSON.parse(post.body.toString()).id);
    expect(ids.sort((a, b) => a - b)).toEqual(leads);
  });

  it('alerts a lead the office moves out of Spam, as if it had just arrived', async () => {
    const { alerts } = alertsOn(database, { allowPrivate: true });
    await alerts.setWebhook(`${capture.url}/rescued`, actor);
    const held = await storeQuote(database, { spam: true });
    await alerts.run();
    expect(capture.at('/rescued')).toHaveLength(0);
    expect(
      await markNotSpam(database.db, { table: 'submission', id: held }, actor, {}),
    ).toMatchObject({ kind: 'quote', acknowledgement: 'mail-off' });
    await alerts.run();
    const ids = capture.at('/rescued').map((post) => JSON.parse(post.body.toString()).id);
    expect(ids).toEqual([held]);
  });
});
