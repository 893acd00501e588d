/**
 * The VAPID key pair push services check the server's pushes against: from the environment,
 * else made once and kept in the database (like the form tokens' key), so every server of the
 * site pushes as the same sender and every browser's subscription works with each of them.
 */
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema.ts';

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
  // Several servers starting at once: the first insert wins and every server reads that one.
  await db
    .insertInto('server_secrets')
    .values({
      name: NAME,
      value: JSON.stringify(webpush.generateVAPIDKeys()),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  const keys = JSON.parse(row.value) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
