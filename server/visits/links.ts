/**
 * A lead's private booking link (issue 33): `/visit/<token>`, a 256-bit random token in
 * base64url; only its SHA-256 is stored, so the table alone opens no visit. The same link books,
 * moves and cancels: the visitor's mails carry it, and no account is needed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isVisitToken, visitPath } from '../../common/visit-token.ts';
import type { Database } from '../db/schema.ts';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export { isVisitToken, visitPath };

/** Makes a new link for lead `submissionId` and returns its token. */
export async function issueVisitLink(
  db: Kysely<Database>,
  submissionId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('visit_links')
    .values({
      token_hash: hashOf(token),
      submission_id: submissionId,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The lead a token opens, or undefined for an unknown or malformed token. */
export async function leadOfToken(
  db: Kysely<Database>,
  token: string,
): Promise<number | undefined> {
  if (!isVisitToken(token)) return undefined;
  const row = await db
    .selectFrom('visit_links')
    .select('submission_id')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return row?.submission_id;
}
