import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Person, personOf } from '../accounts/users.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from './time.ts';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** "Last seen" is written at most this often per session. */
const SEEN_EVERY_MS = 60 * 1000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where and how a session was started. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

/** Starts a session for a person; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  origin: SessionOrigin,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = isoNow();
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      created_at: now,
      expires_at: isoNow(SESSION_TTL_MS),
      last_seen_at: now,
      user_agent: origin.userAgent.slice(0, 100),
      address: origin.address.slice(0, 100),
    })
    .execute();
  // Expired sessions are cleared as new ones start.
  await db.deleteFrom('admin_sessions').where('expires_at', '<', now).execute();
  return token;
}

/** A live session and its person. */
export interface SignedIn {
  sessionId: number;
  person: Person;
}

/** The live session of a token and its (not removed) person; marks it seen. */
export async function sessionOf(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<SignedIn | undefined> {
  if (!token || token.length > 100) return undefined;
  const now = isoNow();
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.created_at',
      'u.disabled_at',
      'u.name_set_at',
      'u.photo',
      'u.about',
    ])
    .where('s.token_hash', '=', hashOf(token))
    .where('s.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(now) - Date.parse(row.last_seen_at) > SEEN_EVERY_MS) {
    await db
      .updateTable('admin_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { sessionId: row.session_id, person: personOf(row) };
}

/** One of a person's sessions, as their account page lists it. */
export interface SessionSummary {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  address: string;
}

/** A person's live sessions, most recently seen first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', isoNow())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
    address: row.address,
  }));
}

/** Ends one of a person's sessions; false when they have no such session. */
export async function revokeSession(db: Kysely<Database>, userId: number, sessionId: number) {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a person, except `keep` (the one that asked). */
export async function endSessionsOf(db: Kysely<Database>, userId: number, keep?: number) {
  let query = db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Ends a session (sign out). */
export async function endSession(db: Kysely<Database>, token: string | undefined) {
  if (!token) return;
  await db.deleteFrom('admin_sessions').where('token_hash', '=', hashOf(token)).execute();
}
