import type { Page } from '@playwright/test';
import { TOKEN_FIELD } from '../../app/forms/parse-form';
import { startCapture } from '../server/support/capture-http';
import { pushDevice } from '../server/support/push-device';
import { waitForHydration } from './support/hydration';
import { expect, signInToInbox, test } from './support/mail-site';

// Alerts in the browser (issue 19, decision 034): the alerts screen (the webhook saved and tested;
// its axe is in admin-sweep.spec.ts), and the inbox's "Notify this device" toggle. Headless
// Chromium has no push service of its own, so the toggle's on/off path runs with the browser's
// PushManager answering from a test device whose endpoint is a push service captured in this
// process: the real worker registration, the real subscribe endpoint, and a real encrypted push to
// it.

/** Screenshots for a person to look at, saved only when SHOTS_DIR names a folder. */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};
const toggle = (page: Page) => page.getByRole('button', { name: 'Notify this device' });
const toggleStatus = (page: Page) =>
  page.getByRole('region', { name: 'Push alerts on this device' }).getByRole('status');

/** Notifications granted and PushManager answering with `device` (kept across loads in sessionStorage). */
async function fakePushManager(
  page: Page,
  device: { endpoint: string; p256dh: string; auth: string },
) {
  await page.addInitScript((sub) => {
    const made = () => ({
      endpoint: sub.endpoint,
      toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        sessionStorage.removeItem('test-push');
        return true;
      },
    });
    // The headless shell denies notifications outright: the stand-in grants them.
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem('test-push') ? made() : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem('test-push', '1');
      return made() as unknown as PushSubscription;
    };
  }, device);
}

// Once, at a phone's width. At 1440 px the alerts screen and the inbox (with its toggle) are
// admin-sweep.spec.ts's (axe in both themes, no sideways overflow), and the toggle's states at
// 1440 px are the flows below.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the alerts screen and the inbox’s push toggle load in both themes', async ({
    page,
    mailSite,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      // The last stored choice wins on each load.
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInToInbox(page, mailSite.url, { path: '/admin/alerts' });
      await shot(page, `alerts-375-${theme}`, true);
      await page.goto(`${mailSite.url}/admin`);
      await waitForHydration(page);
      await expect(toggleStatus(page)).not.toHaveText(/Checking/);
      await shot(page, `inbox-home-375-${theme}`);
    }
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the webhook is saved, refused when not https, and tested', async ({ page, mailSite }) => {
    const capture = await startCapture();
    try {
      await signInToInbox(page, mailSite.url, { path: '/admin/alerts' });
      await expect(page.getByRole('button', { name: 'Send a test' })).toBeDisabled();
      await page.getByLabel('Webhook URL').fill('http://example.com/hook');
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'must be an address starting with https://',
      );
      await page.getByLabel('Webhook URL').fill(`${capture.url}/hook`);
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect(page.getByRole('status').first()).toHaveText(
        'Done: Webhook saved: new leads are posted to it.',
      );
      await page.getByRole('button', { name: 'Send a test' }).click();
      await expect(page.getByText('The test was delivered (HTTP 201).')).toBeVisible();
      expect(JSON.parse(capture.at('/hook')[0]?.body.toString() ?? '{}').type).toBe('test');
      await page.getByLabel('Send at').selectOption('8');
      await page.getByRole('button', { name: 'Save digest' }).click();
      await expect(page.getByText('Daily digest saved: 08:00.')).toBeVisible();
      await shot(page, 'alerts-1440-saved', true);
    } finally {
      await capture.close();
    }
  });

  test('Notify this device: on, a lead pushed to it, off; the worker is scoped to /admin/', async ({
    page,
    mailSite,
  }) => {
    // The push service the server was started with (ALERTS_PUSH_TEST_ORIGIN).
    const capture = mailSite.push;
    const device = pushDevice(`${capture.url}/push/browser`);
    await fakePushManager(page, device);
    // The stored session opens /admin itself, outside the worker's /admin/ scope: the toggle
    // must work there too (it waited for navigator.serviceWorker.ready, which never settled).
    await signInToInbox(page, mailSite.url);
    await waitForHydration(page);
    await expect(toggleStatus(page)).toHaveText('This device gets no push alerts.');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await expect(toggleStatus(page)).toHaveText('This device gets a push alert for each new lead.');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'inbox-home-1440-push-on');
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.scope,
    );
    expect(scope).toBe(`${mailSite.url}/admin/`);

    // A new lead (sent as a person would: the page's form token)
    // reaches the device (as its push service), encrypted for its keys.
    const form = await (await page.request.get(`${mailSite.url}/contact-us`)).text();
    const token = new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`).exec(form)?.[1] ?? '';
    const response = await page.request.post(`${mailSite.url}/contact-us`, {
      form: {
        name: 'Pushed Person',
        email: 'pushed@example.com',
        message: 'Hello',
        [TOKEN_FIELD]: token,
      },
      headers: { Origin: mailSite.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    await expect.poll(() => capture.at('/push/browser').length, { timeout: 15_000 }).toBe(1);
    const message = JSON.parse(
      device.decrypt(capture.at('/push/browser')[0]?.body ?? Buffer.alloc(0)),
    );
    expect(message.title).toBe('New message');
    expect(message.path).toMatch(/^\/admin\/leads\/\d+$/);

    // A reload reads the state back from the browser and the server.
    await page.reload();
    await waitForHydration(page);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    await expect(toggleStatus(page)).toHaveText('This device gets no push alerts.');
    const state = await page.request.get(
      `${mailSite.url}/admin/alerts/push?endpoint=${encodeURIComponent(device.endpoint)}`,
    );
    expect((await state.json()).subscribed).toBe(false);

    // The public pages are not under the worker.
    await page.goto(`${mailSite.url}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
    );
    expect(scopes).toEqual([`${mailSite.url}/admin/`]);
  });

  test('the toggle says when notifications are blocked or push is missing', async ({
    page,
    mailSite,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signInToInbox(page, mailSite.url);
    await waitForHydration(page);
    await expect(toggleStatus(page)).toContainText('Notifications are blocked for this site');
    await expect(toggle(page)).toHaveCount(0);
    await page.addInitScript(() => {
      // @ts-expect-error: a browser without the Push API
      delete window.PushManager;
    });
    await page.reload();
    await waitForHydration(page);
    await expect(toggleStatus(page)).toContainText('This browser cannot get push alerts here.');
  });

  test('without stand-ins, the toggle tells what this browser allows', async ({
    page,
    mailSite,
  }) => {
    await signInToInbox(page, mailSite.url);
    await waitForHydration(page);
    const browser = await page.evaluate(() => ({
      push: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
      permission: 'Notification' in window ? Notification.permission : 'none',
    }));
    console.log(`the test browser: push API ${browser.push}, notifications ${browser.permission}`);
    const expected = !browser.push
      ? 'This browser cannot get push alerts here.'
      : browser.permission === 'denied'
        ? 'Notifications are blocked for this site'
        : 'This device gets no push alerts.';
    await expect(toggleStatus(page)).toContainText(expected);
    await expect(toggle(page)).toHaveCount(browser.push && browser.permission !== 'denied' ? 1 : 0);
  });
});
