import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountLinkTable, Database, Role } from '../db/schema.ts';
import { hashOf } from '../store/sessions.ts';
import { isoNow } from '../store/time.ts';
import { normaliseEmail } from './emails.ts';

/** An invitation's link works this long. */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** A password reset's link works this long. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export type LinkKind = AccountLinkTable['kind'];

/**
 * Makes a mailed link's token (only its hash is stored). A new link of the same kind for the
 * same email replaces any earlier one that was not used.
 */
export async function createLink(
  db: Kysely<Database>,
  input: { kind: LinkKind; email: string; role?: Role; createdBy?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const email = normaliseEmail(input.email);
  const ttl = input.kind === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS;
  // Inside the caller's transaction when given one (the audit entry of an invitation joins it).
  const inOne = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inOne(async (trx) => {
    await trx
      .deleteFrom('account_links')
      .where('email', '=', email)
      .where('kind', '=', input.kind)
      .where('used_at', 'is', null)
      .execute();
    // Expired links are cleared as new ones are made.
    await trx.deleteFrom('account_links').where('expires_at', '<', isoNow()).execute();
    await trx
      .insertInto('account_links')
      .values({
        token_hash: hashOf(token),
        kind: input.kind,
        email,
        role: input.role ?? null,
        created_by: input.createdBy ?? null,
        created_at: isoNow(),
        expires_at: isoNow(ttl),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/** A link that works: its kind matches, it has not expired and it was not used. */
export async function readLink(db: Kysely<Database>, kind: LinkKind, token: string) {
  if (!token || token.length > 100) return undefined;
  return db
    .selectFrom('account_links')
    .select(['email', 'role', 'created_by', 'expires_at'])
    .where('token_hash', '=', hashOf(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
}

/** Marks a link used; false when it was used (or expired) meanwhile: use it once only. */
export async function consumeLink(db: Kysely<Database>, kind: LinkKind, token: string) {
  const result = await db
    .updateTable('account_links')
    .set({ used_at: isoNow() })
    .where('token_hash', '=', hashOf(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Open invitations (not used, not expired), newest first, for the people page. */
export async function pendingInvites(db: Kysely<Database>) {
  return db
    .selectFrom('account_links')
    .select(['email', 'role', 'created_at', 'expires_at'])
    .where('kind', '=', 'invite')
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .orderBy('created_at', 'desc')
    .execute();
}

/** Withdraws an open invitation. */
export async function withdrawInvite(db: Kysely<Database>, email: string) {
  await db
    .deleteFrom('account_links')
    .where('email', '=', normaliseEmail(email))
    .where('kind', '=', 'invite')
    .where('used_at', 'is', null)
    .execute();
}
