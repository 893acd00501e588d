/**
 * One Web Push message to one device: web-push encrypts it for the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the post itself goes through send.ts, so a
 * push and a webhook time out, fail and retry alike.
 */
import webpush from 'web-push';
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { post, type SendResult } from './send.ts';
import type { VapidKeys } from './vapid.ts';

/** A browser's subscription as stored (push_subscriptions). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A day: a phone that is off longer gets no stale alert when it wakes. */
const TTL_SECONDS = 24 * 60 * 60;

export async function sendPush(
  target: PushTarget,
  message: object,
  keys: VapidKeys,
  subject: string,
  policy: OutboundPolicy,
): Promise<SendResult> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  const body = request.body ? new Uint8Array(request.body) : new Uint8Array();
  return post(request.endpoint, body, headers, policy);
}
