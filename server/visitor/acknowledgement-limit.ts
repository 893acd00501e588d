/**
 * At most one acknowledgement per address and day (issue 28, docs/decisions/040): otherwise
 * anyone could make the company's mail server write to any address over and over. Kept in the
 * database, so the limit holds across servers; the address only as a keyed hash.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { normaliseAddress } from '../privacy/person-rows.ts';

/**
 * The address as the limit knows it: HMAC-SHA-256 with the server's form secret (the key of
 * the privacy refs, audit-ref.ts) under a label of its own, so it matches no other table's.
 */
export function recipientRef(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret)
    .update(`acknowledged:${normaliseAddress(email)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Takes today's acknowledgement of `recipient` (a {@link recipientRef}) inside the lead's
 * transaction: true when it was free, false when one went today already. Days before yesterday
 * are forgotten on the way.
 */
export async function claimAcknowledgement(
  trx: Kysely<Database>,
  recipient: string,
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  await trx.deleteFrom('acknowledged_recipients').where('day', '<', yesterday).execute();
  const result = await trx
    .insertInto('acknowledged_recipients')
    .values({ day, recipient })
    .onConflict((oc) => oc.columns(['day', 'recipient']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
