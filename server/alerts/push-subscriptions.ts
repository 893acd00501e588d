/**
 * The devices that turned "Notify this device" on: one row per browser subscription, tied to
 * the account signed in when it was turned on. A device turned on again under another account
 * moves to that account; a person removed gets no pushes (deliveries skip disabled accounts).
 */

import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { type AlertTargets, pushEndpointProblem } from './alert-url.ts';

/** Devices one account may keep; the oldest goes when a new one comes past it. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/** A subscription as the browser hands it over (PushSubscription.toJSON()). */
export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytes = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, 'base64url').length : 0);

/**
 * Checks a subscription's parts: a push service's HTTPS endpoint, a P-256 public key and a
 * 16-byte secret.
 */
export function checkSubscription(sub: NewSubscription, targets: AlertTargets): NewSubscription {
  const problem = pushEndpointProblem(sub.endpoint, targets);
  if (problem) throw refusal(422, `The push endpoint must be ${problem}.`, 'endpoint');
  if (bytes(sub.p256dh) !== 65 || bytes(sub.auth) !== 16) {
    throw refusal(422, 'The browser’s push keys could not be read.', 'p256dh');
  }
  return sub;
}

/** Stores (or moves to this account) a device's subscription. */
export async function addSubscription(
  db: Kysely<Database>,
  userId: number,
  sub: NewSubscription,
  userAgent: string,
  targets: AlertTargets,
  now = new Date(),
): Promise<void> {
  const { endpoint, p256dh, auth } = checkSubscription(sub, targets);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint,
        p256dh,
        auth,
        user_agent: userAgent,
        created_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, user_agent: userAgent }),
      )
      .execute();
    const kept = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES_PER_ACCOUNT)
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        kept.map((row) => row.id),
      )
      .execute();
  });
}

/** Forgets one of this account's devices; true when it was there. */
export async function removeSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many devices get pushes, and how many of them are this account's. */
export async function deviceCounts(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select(['push_subscriptions.user_id'])
    .where('users.disabled_at', 'is', null)
    .execute();
  return { all: rows.length, yours: rows.filter((row) => row.user_id === userId).length };
}

/** Whether this endpoint is stored for this account (the toggle's state on the server's side). */
export async function hasSubscription(db: Kysely<Database>, userId: number, endpoint: string) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Boolean(row);
}
