import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from './time.ts';

/** Result of a sign-up: new, already on the list, or back after unsubscribing. */
export type SubscribeResult =
  | { status: 'subscribed' | 'resubscribed'; id: number; token: string }
  | { status: 'already'; id: number; token: string };

/** Adds an address once (case-insensitively); a second sign-up changes nothing. */
export async function subscribe(db: Kysely<Database>, rawEmail: string): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const token = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('subscribers')
      .select(['id', 'token', 'unsubscribed_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing && existing.unsubscribed_at === null) {
      return { status: 'already' as const, id: existing.id, token: existing.token };
    }
    if (existing) {
      await trx
        .updateTable('subscribers')
        .set({ unsubscribed_at: null, created_at: isoNow() })
        .where('id', '=', existing.id)
        .execute();
      return { status: 'resubscribed' as const, id: existing.id, token: existing.token };
    }
    // A concurrent sign-up of the same address loses on the unique index: report it as known.
    const inserted = await trx
      .insertInto('subscribers')
      .values({ email, created_at: isoNow(), token, unsubscribed_at: null })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const row = await trx
        .selectFrom('subscribers')
        .select(['id', 'token'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { status: 'already' as const, id: row.id, token: row.token };
    }
    return { status: 'subscribed' as const, id: inserted.id, token };
  });
}

/** Ends a subscription by its link's token; false when the token is unknown. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!/^[\w-]{16,64}$/.test(token)) return false;
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null) {
    await db
      .updateTable('subscribers')
      .set({ unsubscribed_at: isoNow() })
      .where('id', '=', row.id)
      .execute();
  }
  return true;
}
