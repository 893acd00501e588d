/**
 * What the alerts read from the environment: the VAPID keys (else made once and kept in the
 * database, vapid.ts), the VAPID subject, the origin of the links in alerts, and how often the
 * queue is looked at. A bad value stops the start with one sentence naming the setting.
 */
import { brand } from '../../app/brand.ts';
import { optional, publicUrl } from '../config-checks.ts';
import { StartError } from '../ops/start-error.ts';

export interface AlertConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url), when both are set. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:). */
  vapidSubject: string;
  /** PUBLIC_URL's origin (default: the brand's): where the links in alerts and the digest point. */
  publicUrl: string;
  /** ALERTS_INTERVAL_SECONDS: between looks for leads not yet alerted (default 5; retries are jobs). */
  intervalMs: number;
  /** ALERTS_ALLOW_PRIVATE=1: the webhook may be on the company's own network (decision 040). */
  allowPrivate: boolean;
  /** ALERTS_PUSH_TEST_ORIGIN: a push service on this machine that tests play (decision 040). */
  pushTestOrigin?: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (key: string) => (BASE64URL.test(key) ? Buffer.from(key, 'base64url').length : 0);

function vapidKeys(env: NodeJS.ProcessEnv): AlertConfig['vapidKeys'] {
  const publicKey = optional(env.VAPID_PUBLIC_KEY);
  const privateKey = optional(env.VAPID_PRIVATE_KEY);
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new StartError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither.',
    );
  }
  // An uncompressed P-256 point and its 32-byte private key (npx web-push generate-vapid-keys).
  if (bytesOf(publicKey) !== 65 || bytesOf(privateKey) !== 32) {
    throw new StartError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys makes one).',
    );
  }
  return { publicKey, privateKey };
}

function allowPrivate(env: NodeJS.ProcessEnv): boolean {
  const raw = optional(env.ALERTS_ALLOW_PRIVATE) ?? '0';
  if (raw !== '0' && raw !== '1') {
    throw new StartError(
      'ALERTS_ALLOW_PRIVATE must be 1 (the webhook may be on your own network) or 0.',
    );
  }
  return raw === '1';
}

/** Only ever a port on this machine over plain http: no setting can open a real host to pushes. */
function pushTestOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const raw = optional(env.ALERTS_PUSH_TEST_ORIGIN);
  if (raw === undefined) return undefined;
  if (!/^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(raw)) {
    throw new StartError(
      'ALERTS_PUSH_TEST_ORIGIN is for tests only and must be http://127.0.0.1:<port>.',
    );
  }
  return raw;
}

export function readAlertConfig(env: NodeJS.ProcessEnv): AlertConfig {
  const subject = optional(env.VAPID_SUBJECT) ?? `mailto:${brand.email}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new StartError('VAPID_SUBJECT must be a mailto: address or an https:// URL.');
  }
  const seconds = Number(optional(env.ALERTS_INTERVAL_SECONDS) ?? 5);
  if (!Number.isFinite(seconds) || seconds < 0.2 || seconds > 60) {
    throw new StartError('ALERTS_INTERVAL_SECONDS must be a number from 0.2 to 60.');
  }
  return {
    vapidKeys: vapidKeys(env),
    vapidSubject: subject,
    // One check of PUBLIC_URL for mails and alerts alike (config-checks.ts, decision 035).
    publicUrl: publicUrl(env, brand.origin),
    intervalMs: seconds * 1000,
    allowPrivate: allowPrivate(env),
    pushTestOrigin: pushTestOrigin(env),
  };
}
