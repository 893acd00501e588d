/**
 * Finds what is stored about one email address (docs/decisions/035): the quote requests,
 * messages and comments sent with it (any folder), its newsletter entry, and mail to or from it
 * in the outbox. Addresses compare without regard to case (the database's lower(), on both sides).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Reader = Kysely<Database> | Transaction<Database>;

/** The address as the forms store it: trimmed; compared lower-cased. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

export interface PersonIds {
  submissions: number[];
  subscribers: number[];
  /** Outbox rows addressed to it, or answered to it, outside its submissions and sign-up. */
  outbox: number[];
}

export async function personIds(db: Reader, email: string): Promise<PersonIds> {
  const address = normaliseAddress(email);
  const submissions = await db
    .selectFrom('submissions')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address)
    .orderBy('id')
    .execute();
  const subscribers = await db
    .selectFrom('subscribers')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address)
    .execute();
  const outbox = await db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(to_address)`, '=', address),
        eb(sql<string>`lower(reply_to)`, '=', address),
      ]),
    )
    .execute();
  return {
    submissions: submissions.map((row) => row.id),
    subscribers: subscribers.map((row) => row.id),
    outbox: outbox.map((row) => row.id),
  };
}
