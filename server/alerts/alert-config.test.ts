import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { StartError } from '../ops/start-error.ts';
import { readAlertConfig } from './alert-config.ts';
import { alertUrlProblem, urlHost } from './alert-url.ts';

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
    });
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

describe('where alerts may go', () => {
  it('takes https, and plain http only to this machine', () => {
    expect(alertUrlProblem('https://hooks.example.test/T/B/x')).toBeUndefined();
    for (const local of ['http://127.0.0.1:8080/hook', 'http://localhost/x', 'http://[::1]:9/x']) {
      expect(alertUrlProblem(local)).toBeUndefined();
    }
    for (const bad of [
      'http://hooks.example.test/x',
      'http://127.0.0.2/x',
      'ftp://example.test/',
      'https://user:pass@example.test/',
      '/relative',
      `https://example.test/${'x'.repeat(2000)}`,
    ]) {
      expect(alertUrlProblem(bad)).toBeDefined();
    }
    expect(urlHost('https://hooks.example.test/T/secret?k=1')).toBe('https://hooks.example.test');
  });
});
