/**
 * The VAPID key pair push services check the server's pushes against: from the environment,
 * else made once and kept in the database (like the form tokens' key), so every server of the
 * site pushes as the same sender and every browser's subscription works with each of them.
 */
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema.ts';
import { sharedSecret } from '../db/server-secrets.ts';

const NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(
  db: Kysely<Database>,
  fromEnvironment: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (fromEnvironment) return fromEnvironment;
  const value = await sharedSecret(db, NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(value) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
