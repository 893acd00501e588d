import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { hashPassword } from '../../server/accounts/passwords';
import { openDatabase } from '../../server/db/connect';
import { type Captured, startCapture } from './support/capture-http';
import { eventually } from './support/eventually';
import { pushDevice } from './support/push-device';
import { freshDatabaseUrl, postForm, signIn, startSiteAt } from './support/site';

// A new lead reaches the webhook and a phone's push within 10 s (p95), also while the mail
// server is down: alerts have a queue of their own (issue 19, decision 034). The webhook
// receiver and the push service are HTTP servers in this process; SMTP_URL names a port where
// nothing listens, so every office mail waits in the outbox the whole time.

const LEADS = 10;
const PUBLIC_URL = 'https://leads.example.test';

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
};

// On SQLite: each database's SQL is the store tests' (server/**), and postgres-http.test.ts
// runs the main paths through the server on PostgreSQL (decision 042).
describe('alerts with the mail server down', () => {
  let site: Awaited<ReturnType<typeof startSiteAt>>;
  let capture: Awaited<ReturnType<typeof startCapture>>;
  let cookie: string;
  let phone: ReturnType<typeof pushDevice>;

  beforeAll(async () => {
    capture = await startCapture();
    phone = pushDevice(`${capture.url}/push/phone`);
    const smtpPort = await findFreePort(43100);
    site = await startSiteAt(
      await freshDatabaseUrl('sqlite'),
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_TO: 'office@example.com',
        PUBLIC_URL,
        // The webhook receiver and the push service are on this machine (decision 040).
        ALERTS_ALLOW_PRIVATE: '1',
        ALERTS_PUSH_TEST_ORIGIN: capture.url,
      },
      { pipeStderr: true },
    );
    cookie = await signIn(site.url);
  });
  afterAll(async () => {
    await site?.close();
    await capture?.close();
  });

  const admin = (path: string, fields: Record<string, string>, headers = {}) =>
    postForm(site.url, path, fields, { cookie, ...headers });

  it('takes the webhook URL and a device, and sends a test post at once', async () => {
    for (const webhookUrl of [
      'http://example.com/x',
      // Link-local and metadata addresses stay refused on the company's own network too.
      'https://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
    ]) {
      const bad = await admin('/admin/alerts', { intent: 'webhook', webhookUrl });
      expect(bad.status).toBe(422);
    }
    const saved = await admin('/admin/alerts', {
      intent: 'webhook',
      webhookUrl: `${capture.url}/hook`,
    });
    expect(saved.status).toBe(200);
    const test = await admin('/admin/alerts', { intent: 'test' });
    expect(test.status).toBe(200);
    expect(await test.text()).toContain('The test was delivered (HTTP 201).');
    const [post] = capture.at('/hook');
    expect(JSON.parse(post?.body.toString() ?? '{}')).toMatchObject({
      type: 'test',
      link: `${PUBLIC_URL}/admin/alerts`,
    });

    const subscription = { endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth };
    const refused = await admin('/admin/alerts/push', {
      intent: 'subscribe',
      ...subscription,
      auth: 'x',
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toMatch(/push keys/);
    const anonymous = await postForm(site.url, '/admin/alerts/push', {
      intent: 'subscribe',
      ...subscription,
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await admin(
      '/admin/alerts/push',
      { intent: 'subscribe', ...subscription },
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const on = await admin('/admin/alerts/push', { intent: 'subscribe', ...subscription });
    expect(on.status).toBe(200);
    const state = await fetch(
      `${site.url}/admin/alerts/push?endpoint=${encodeURIComponent(phone.endpoint)}`,
      { headers: { cookie } },
    );
    const { publicKey, subscribed } = await state.json();
    expect(subscribed).toBe(true);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('brings every new lead to the webhook and the phone within 10 s (p95) while mail is down', async () => {
    const webhook: number[] = [];
    const push: number[] = [];
    const arrival = (posts: () => Captured[], match: (post: Captured) => boolean) =>
      eventually(async () => posts().find(match), 30_000);
    for (let n = 0; n < LEADS; n++) {
      const name = `Alert Visitor${n}`;
      const sent = Date.now();
      const response =
        n % 2 === 0
          ? await postForm(site.url, '/contact-us', {
              name,
              email: `alert${n}@example.com`,
              message: `alert ${n}`,
            })
          : await postForm(site.url, '/request-quote', {
              firstName: 'Alert',
              lastName: `Visitor${n}`,
              email: `alert${n}@example.com`,
              phone: '+1 555 0150',
              company: 'Home owner',
              website: 'https://example.com',
              service: 'house-renovation',
              message: `alert ${n}`,
            });
      expect(response.status).toBe(303);
      const hook = await arrival(
        () => capture.at('/hook'),
        (post) => JSON.parse(post.body.toString()).name === name,
      );
      const { id } = JSON.parse(hook.body.toString());
      const pushed = await arrival(
        () => capture.at('/push/phone'),
        (post) => JSON.parse(phone.decrypt(post.body)).path === `/admin/leads/${id}`,
      );
      webhook.push(hook.at - sent);
      push.push(pushed.at - sent);
    }
    console.log(
      `alerts, ms from post to arrival: webhook ${webhook.join(' ')}; push ${push.join(' ')}`,
    );
    expect(p95(webhook)).toBeLessThanOrEqual(10_000);
    expect(p95(push)).toBeLessThanOrEqual(10_000);
    // The mail server was down all along: every office mail still waits.
    const health = await (await fetch(`${site.url}/healthz`)).json();
    expect(health.outbox.backlog).toBeGreaterThanOrEqual(LEADS);
    // …while the alerts' own queue empties (the last "sent" mark follows its post).
    const alerts = await eventually(async () => {
      const now = await (await fetch(`${site.url}/healthz`)).json();
      return now.alerts.waiting === 0 ? now.alerts : undefined;
    });
    expect(alerts).toEqual({ waiting: 0, oldestWaitingSeconds: null });
  }, 120_000);

  it('sends nothing for spam', async () => {
    const spam = await postForm(site.url, '/contact-us', {
      name: 'Spam Bot',
      email: 'bot@example.com',
      message: 'x',
      form_token: '',
    });
    expect(spam.status).toBe(303);
    const after = await postForm(site.url, '/contact-us', {
      name: 'Real After',
      email: 'real@example.com',
      message: 'y',
    });
    expect(after.status).toBe(303);
    // Leads are queued in the order they were stored: once the later one arrives, the spam had its turn.
    await eventually(async () =>
      capture.at('/hook').find((post) => JSON.parse(post.body.toString()).name === 'Real After'),
    );
    const names = capture.at('/hook').map((post) => JSON.parse(post.body.toString()).name);
    expect(names).not.toContain('Spam Bot');
    const log = site.output();
    expect(log).not.toMatch(/alert\d@example\.com|bot@example\.com|Alert Visitor/);
  });

  it('is the owners’ screen; an editor turns push on for their own device only', async () => {
    const anonymous = await fetch(`${site.url}/admin/alerts`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/admin/sign-in');
    const database = openDatabase(site.databaseUrl);
    try {
      await database.db
        .insertInto('users')
        .values({
          email: 'editor@example.com',
          name: 'Eddie Editor',
          role: 'editor',
          password_hash: await hashPassword('editor-password-1'),
          created_at: new Date().toISOString(),
          disabled_at: null,
        })
        .execute();
    } finally {
      await database.close();
    }
    const editor = await signIn(site.url, {
      email: 'editor@example.com',
      password: 'editor-password-1',
    });
    const read = await fetch(`${site.url}/admin/alerts`, { headers: { cookie: editor } });
    expect(read.status).toBe(403);
    const change = await postForm(
      site.url,
      '/admin/alerts',
      { intent: 'webhook', webhookUrl: '' },
      { cookie: editor },
    );
    expect(change.status).toBe(403);
    // An editor cannot make the server post to this machine (SSRF): only a push service's
    // https endpoint is taken, and the listener below is never contacted.
    const trap = await startCapture();
    try {
      const scan = pushDevice(`${trap.url}/push/scan`);
      for (const endpoint of [scan.endpoint, `https://127.0.0.1:${new URL(trap.url).port}/x`]) {
        const refused = await postForm(
          site.url,
          '/admin/alerts/push',
          { intent: 'subscribe', endpoint, p256dh: scan.p256dh, auth: scan.auth },
          { cookie: editor },
        );
        expect(refused.status).toBe(422);
        expect((await refused.json()).error).toMatch(/push service’s https:\/\/ address/);
      }
      await postForm(site.url, '/contact-us', {
        name: 'No Scan',
        email: 'noscan@example.com',
        message: 'z',
      });
      await eventually(async () =>
        capture.at('/hook').find((post) => JSON.parse(post.body.toString()).name === 'No Scan'),
      );
      expect(trap.posts).toHaveLength(0);
    } finally {
      await trap.close();
    }
    const device = pushDevice(`${capture.url}/push/editor`);
    const on = await postForm(
      site.url,
      '/admin/alerts/push',
      { intent: 'subscribe', endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
      { cookie: editor },
    );
    expect(on.status).toBe(200);
    // The owner's phone is not the editor's to turn off.
    await postForm(
      site.url,
      '/admin/alerts/push',
      { intent: 'unsubscribe', endpoint: phone.endpoint },
      { cookie: editor },
    );
    const owners = await fetch(
      `${site.url}/admin/alerts/push?endpoint=${encodeURIComponent(phone.endpoint)}`,
      {
        headers: { cookie },
      },
    );
    expect((await owners.json()).subscribed).toBe(true);
    const screen = await (await fetch(`${site.url}/admin/alerts`, { headers: { cookie } })).text();
    // React's text separators (<!-- -->) aside.
    expect(screen.replace(/<!-- -->/g, '')).toContain(
      '2 devices get push alerts (1 of them yours).',
    );
  });
});
