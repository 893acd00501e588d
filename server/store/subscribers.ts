import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CLEAN, type Screening } from '../spam/screen.ts';
import { spamVerdict } from '../spam/token-uses.ts';
import { isoNow } from './time.ts';

/**
 * Result of a sign-up: new, already on the list, back after unsubscribing, held in Spam (what
 * the checks suspected: off the list and mailed nothing until the office says otherwise), or
 * still waiting for its confirmation (double opt-in, decision 035): `remind` when its welcome
 * may be mailed again (at most once an hour, so sign-ups cannot flood someone's mailbox).
 */
export type SubscribeResult =
  | { status: 'subscribed' | 'resubscribed' | 'held' | 'remind'; id: number; token: string }
  | { status: 'already' | 'unconfirmed'; id: number; token: string };

/** A waiting sign-up's welcome is mailed again at most this often. */
export const REMIND_AFTER_MS = 60 * 60 * 1000;

/**
 * Adds an address once (case-insensitively); a second sign-up changes nothing. A suspected
 * sign-up is kept in Spam with its reasons; a clean one later puts that address on the list.
 */
export async function subscribe(
  db: Kysely<Database>,
  rawEmail: string,
  screening: Screening = CLEAN,
): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const token = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('subscribers')
      .select(['id', 'token', 'unsubscribed_at', 'folder', 'confirmed_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    const isListed = existing?.folder === 'list' && existing.unsubscribed_at === null;
    if (existing && isListed) {
      if (existing.confirmed_at !== null) {
        return { status: 'already' as const, id: existing.id, token: existing.token };
      }
      const since = new Date(Date.now() - REMIND_AFTER_MS).toISOString();
      const recent = await trx
        .selectFrom('outbox')
        .select('id')
        .where('subscriber_id', '=', existing.id)
        .where('created_at', '>', since)
        .executeTakeFirst();
      const status = recent ? 'unconfirmed' : 'remind';
      return { status, id: existing.id, token: existing.token };
    }
    const verdict = await spamVerdict(trx, screening, isoNow());
    if (existing) {
      // Back from Spam or after unsubscribing; a suspected one is held (again) in Spam.
      await trx
        .updateTable('subscribers')
        .set(
          verdict.isSpam
            ? // Out of Spam later, it asks for a fresh confirmation like any new sign-up.
              {
                folder: 'spam',
                spam_reasons: verdict.stored,
                confirmed_at: null,
                created_at: isoNow(),
              }
            : {
                folder: 'list',
                spam_reasons: null,
                unsubscribed_at: null,
                confirmed_at: null,
                created_at: isoNow(),
              },
        )
        .where('id', '=', existing.id)
        .execute();
      const status = verdict.isSpam ? 'held' : 'resubscribed';
      return { status, id: existing.id, token: existing.token };
    }
    // A concurrent sign-up of the same address loses on the unique index: report it as known.
    const inserted = await trx
      .insertInto('subscribers')
      .values({
        email,
        created_at: isoNow(),
        token,
        unsubscribed_at: null,
        confirmed_at: null,
        folder: verdict.isSpam ? 'spam' : 'list',
        spam_reasons: verdict.stored,
      })
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
    return { status: verdict.isSpam ? 'held' : 'subscribed', id: inserted.id, token };
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

/**
 * Confirms a sign-up by its welcome link's token (double opt-in). Idempotent: a second click
 * reads "confirmed" again. An address that unsubscribed since is not put back ('ended'); an
 * unknown token, or one of a sign-up in Spam (never mailed), is 'unknown'.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
): Promise<'confirmed' | 'ended' | 'unknown'> {
  if (!/^[\w-]{16,64}$/.test(token)) return 'unknown';
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'folder', 'unsubscribed_at', 'confirmed_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (row?.folder !== 'list') return 'unknown';
  if (row.unsubscribed_at !== null) return 'ended';
  if (row.confirmed_at === null) {
    await db
      .updateTable('subscribers')
      .set({ confirmed_at: isoNow() })
      .where('id', '=', row.id)
      .where('confirmed_at', 'is', null)
      .execute();
  }
  return 'confirmed';
}
