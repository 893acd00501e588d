/**
 * What the alerts read from the environment: the VAPID keys (else made once and kept in the
 * database, vapid.ts), the VAPID subject, the origin of the links in alerts, and how often the
 * queue is looked at. A bad value stops the start with one sentence naming the setting.
 */
import { brand } from '../../app/brand.ts';
import { optional } from '../config-checks.ts';
import { StartError } from '../ops/start-error.ts';

export interface AlertConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url), when both are set. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:). */
  vapidSubject: string;
  /** PUBLIC_URL's origin (default: the brand's): where the links in alerts and the digest point. */
  publicUrl: string;
  /** ALERTS_INTERVAL_SECONDS: between looks for new leads and retries due (default 5). */
  intervalMs: number;
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

function origin(raw: string | undefined): string {
  try {
    const url = new URL(raw ?? brand.origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Reported below.
  }
  throw new StartError(`PUBLIC_URL must be the site's address, such as https://www.example.com.`);
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
    publicUrl: origin(optional(env.PUBLIC_URL)),
    intervalMs: seconds * 1000,
  };
}
