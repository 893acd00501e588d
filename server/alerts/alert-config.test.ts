import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { StartError } from '../ops/start-error.ts';
import { readAlertConfig } from './alert-config.ts';
import { pushEndpointProblem, urlHost, webhookUrlProblem } from './alert-url.ts';

describe('the alerts’ settings from the environment', () => {
  it('takes a VAPID pair, a subject and PUBLIC_URL, with defaults when unset', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = readAlertConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://www.example.test/contact',
      PUBLIC_URL: 'https://leads.example.test/',
      ALERTS_INTERVAL_SECONDS: '2',
    });
    expect(config).toEqual({
      vapidKeys: keys,
      vapidSubject: 'https://www.example.test/contact',
      publicUrl: 'https://leads.example.test',
      intervalMs: 2000,
      allowPrivate: false,
      pushTestOrigin: undefined,
    });
    const own = readAlertConfig({
      ALERTS_ALLOW_PRIVATE: '1',
      ALERTS_PUSH_TEST_ORIGIN: 'http://127.0.0.1:4567',
    });
    expect(own).toMatchObject({ allowPrivate: true, pushTestOrigin: 'http://127.0.0.1:4567' });
    const defaults = readAlertConfig({});
    expect(defaults.vapidKeys).toBeUndefined();
    expect(defaults.vapidSubject).toMatch(/^mailto:\S+@\S+$/);
    expect(defaults.intervalMs).toBe(5000);
  });

  it('stops the start with the setting named, never the key', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const bad: [Record<string, string>, RegExp][] = [
      [{ VAPID_PUBLIC_KEY: publicKey }, /set together/],
      [{ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' }, /P-256 key pair/],
      [{ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey }, /P-256 key pair/],
      [{ VAPID_SUBJECT: 'office@example.com' }, /VAPID_SUBJECT/],
      [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL/],
      [{ ALERTS_INTERVAL_SECONDS: '0' }, /ALERTS_INTERVAL_SECONDS/],
      [{ ALERTS_ALLOW_PRIVATE: 'yes' }, /ALERTS_ALLOW_PRIVATE/],
      // The tests' push service is on this machine, or nowhere: no real host can be opened.
      [{ ALERTS_PUSH_TEST_ORIGIN: 'https://fcm.example.test' }, /ALERTS_PUSH_TEST_ORIGIN/],
      [{ ALERTS_PUSH_TEST_ORIGIN: 'http://10.0.0.1:80' }, /ALERTS_PUSH_TEST_ORIGIN/],
    ];
    for (const [env, message] of bad) {
      let error: unknown;
      try {
        readAlertConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(StartError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(privateKey);
    }
  });
});

describe('where alerts may go, from the URL’s text', () => {
  const publicOnly = { allowPrivate: false };
  const own = { allowPrivate: true };

  it('takes https, and plain http only with ALERTS_ALLOW_PRIVATE', () => {
    expect(webhookUrlProblem('https://hooks.example.test/T/B/x', publicOnly)).toBeUndefined();
    for (const local of ['http://127.0.0.1:8080/hook', 'http://localhost/x', 'http://[::1]:9/x']) {
      expect(webhookUrlProblem(local, publicOnly), local).toMatch(/https:\/\//);
      expect(webhookUrlProblem(local, own), local).toBeUndefined();
    }
    for (const bad of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.1.1/x',
      'https://169.254.169.254/x',
      'https://[fd00:ec2::254]/x',
      'ftp://example.test/',
      'https://user:pass@example.test/',
      '/relative',
      `https://example.test/${'x'.repeat(2000)}`,
    ]) {
      expect(webhookUrlProblem(bad, publicOnly), bad).toBeDefined();
    }
    expect(webhookUrlProblem('https://169.254.169.254/x', own)).toBeDefined();
    expect(urlHost('https://hooks.example.test/T/secret?k=1')).toBe('https://hooks.example.test');
  });

  it('takes push endpoints on the push services’ hosts only, and the tests’ own when set', () => {
    const targets = { allowPrivate: true };
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/x', targets)).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:4567/push/x', targets)).toBeDefined();
    const testing = { allowPrivate: false, pushTestOrigin: 'http://127.0.0.1:4567' };
    expect(pushEndpointProblem('http://127.0.0.1:4567/push/x', testing)).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:4568/push/x', testing)).toBeDefined();
  });
});
