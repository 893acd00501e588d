import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOn, deliveriesOf, storeQuote } from '../../tests/server/support/alerts.ts';
import { startCapture } from '../../tests/server/support/capture-http.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { insertPerson } from '../../tests/server/support/leads.ts';
import { pushDevice } from '../../tests/server/support/push-device.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';

describe.each(databases)('push alerts on %s', (kind) => {
  let database: Db;
  let capture: Awaited<ReturnType<typeof startCapture>>;
  let person: number;
  beforeAll(async () => {
    database = await freshDb(kind);
    capture = await startCapture();
    person = await insertPerson(database.db, 'Pat');
  });
  afterAll(async () => {
    await capture?.close();
    await database?.close();
  });

  it('takes only a push service’s own https endpoint, never this machine', async () => {
    const { alerts } = alertsOn(database);
    const device = pushDevice('https://fcm.googleapis.com/fcm/send/abc');
    const port = new URL(capture.url).port;
    const refused = [
      { ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      { ...device, endpoint: `${capture.url}/push/scan` },
      { ...device, endpoint: `https://127.0.0.1:${port}/push/scan` },
      { ...device, endpoint: 'https://169.254.169.254/latest/meta-data/' },
      { ...device, endpoint: 'https://push.example.test/abc' },
      { ...device, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' },
      { ...device, endpoint: 'https://web.push.apple.com.example.test/abc' },
      { ...device, endpoint: 'not a url' },
      { ...device, p256dh: 'short' },
      { ...device, auth: '' },
    ];
    for (const sub of refused) {
      await expect(
        alerts.subscribe(person, sub, 'Chrome on Linux'),
        sub.endpoint,
      ).rejects.toMatchObject({ refused: true, status: 422 });
    }
    expect(await alerts.devices(person)).toEqual({ all: 0, yours: 0 });
    const services = [
      device.endpoint,
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ];
    for (const endpoint of services) {
      await alerts.subscribe(person, { ...device, endpoint }, 'Chrome on Linux');
    }
    expect(await alerts.devices(person)).toEqual({ all: 4, yours: 4 });
    for (const endpoint of services) await alerts.unsubscribe(person, endpoint);
    expect(capture.posts).toHaveLength(0);
  });

  it('never posts to a device stored with an endpoint that is no push service, and removes it', async () => {
    const { alerts } = alertsOn(database);
    const device = pushDevice(`${capture.url}/push/stored-before`);
    // As an editor could register it before endpoints were held to the push services.
    await database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: person,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        user_agent: 'Chrome on Linux',
        created_at: new Date().toISOString(),
      })
      .execute();
    const lead = await storeQuote(database);
    await alerts.run();
    expect(capture.at('/push/stored-before')).toHaveLength(0);
    const [row] = await deliveriesOf(database, lead);
    expect(row).toMatchObject({ outcome: 'dropped', last_error: 'not a push service, removed' });
    expect(await alerts.devices(person)).toEqual({ all: 0, yours: 0 });
  });

  it('pushes a new lead, encrypted for the device and signed with the shared VAPID key', async () => {
    const { alerts } = alertsOn(database, { pushTestOrigin: capture.url });
    const device = pushDevice(`${capture.url}/push/one`);
    await alerts.subscribe(person, device, 'Chrome on Android');
    expect(await alerts.isSubscribed(person, device.endpoint)).toBe(true);
    expect(await alerts.devices(person)).toEqual({ all: 1, yours: 1 });
    const lead = await storeQuote(database);
    await alerts.run();
    const [post] = capture.at('/push/one');
    expect(post?.headers['content-encoding']).toBe('aes128gcm');
    expect(post?.headers.ttl).toBe('86400');
    expect(post?.headers.urgency).toBe('high');
    const authorization = String(post?.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    // Every server pushes with the key kept in the database: another instance reads the same.
    const shared = await alertsOn(database).alerts.publicKey();
    expect(authorization.endsWith(`k=${shared}`)).toBe(true);
    const message = JSON.parse(device.decrypt(post?.body ?? Buffer.alloc(0)));
    expect(message).toEqual({
      title: 'New quote request',
      body: `#${lead} · Title of kitchen`,
      path: `/admin/leads/${lead}`,
      tag: `lead-${lead}`,
    });
    // Shown on a locked screen: no name, address or message in it.
    expect(JSON.stringify(message)).not.toMatch(/Ada|@|private/);
    const [row] = await deliveriesOf(database, lead);
    expect(row).toMatchObject({ channel: 'push', outcome: 'sent' });
  });

  it('removes a subscription the push service says is gone (410 or 404)', async () => {
    const { alerts, log } = alertsOn(database, { pushTestOrigin: capture.url });
    for (const [path, status] of [
      ['/push/gone', 410],
      ['/push/unknown', 404],
    ] as const) {
      capture.answer(path, status);
      await alerts.subscribe(person, pushDevice(`${capture.url}${path}`), 'Firefox on Linux');
    }
    const lead = await storeQuote(database);
    await alerts.run();
    const rows = await deliveriesOf(database, lead);
    const causes = rows.map((row) => `${row.outcome} ${row.last_error ?? ''}`).sort();
    expect(causes).toEqual([
      'dropped HTTP 404: subscription gone, removed',
      'dropped HTTP 410: subscription gone, removed',
      'sent ',
    ]);
    const left = await database.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).toEqual([`${capture.url}/push/one`]);
    expect(log()).not.toMatch(/Ada|@example\.com/);
  });

  it('stops after unsubscribing, and never pushes to a removed person', async () => {
    const { alerts } = alertsOn(database, { pushTestOrigin: capture.url });
    const endpoint = `${capture.url}/push/one`;
    expect(await alerts.unsubscribe(person, endpoint)).toBe(true);
    expect(await alerts.unsubscribe(person, endpoint)).toBe(false);
    const gone = await insertPerson(database.db, 'Gone', { disabled: true });
    await alerts.subscribe(gone, pushDevice(`${capture.url}/push/removed`), 'Safari on iPhone');
    const before = capture.posts.length;
    const lead = await storeQuote(database);
    await alerts.run();
    expect(await deliveriesOf(database, lead)).toHaveLength(0);
    expect(capture.posts.length).toBe(before);
    expect(await alerts.devices(person)).toEqual({ all: 0, yours: 0 });
  });

  it('moves a device turned on under another account to that account', async () => {
    const { alerts } = alertsOn(database, { pushTestOrigin: capture.url });
    const other = await insertPerson(database.db, 'Sam');
    const device = pushDevice(`${capture.url}/push/shared`);
    await alerts.subscribe(person, device, 'Chrome on Android');
    await alerts.subscribe(other, device, 'Chrome on Android');
    expect(await alerts.isSubscribed(person, device.endpoint)).toBe(false);
    expect(await alerts.isSubscribed(other, device.endpoint)).toBe(true);
  });
});
