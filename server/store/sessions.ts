import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from './time.ts';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Kysely<Database>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: hashOf(token), created_at: isoNow(), expires_at: isoNow(SESSION_TTL_MS) })
    .execute();
  // Expired sessions are cleared as new ones start.
  await db.deleteFrom('admin_sessions').where('expires_at', '<', isoNow()).execute();
  return token;
}

/** True when the token belongs to a live session. */
export async function isSessionValid(db: Kysely<Database>, token: string | undefined) {
  if (!token || token.length > 100) return false;
  const row = await db
    .selectFrom('admin_sessions')
    .select('expires_at')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return Boolean(row && row.expires_at > isoNow());
}

/** Ends a session (sign out). */
export async function endSession(db: Kysely<Database>, token: string | undefined) {
  if (!token) return;
  await db.deleteFrom('admin_sessions').where('token_hash', '=', hashOf(token)).execute();
}
