/**
 * The form tokens' key: FORM_SECRET from the environment, else one made once and kept in the
 * database, so every server of the site signs and checks with the same key. Never logged.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sharedSecret } from '../db/server-secrets.ts';

const NAME = 'form-token-key';

/** The key as bytes: FORM_SECRET (its UTF-8 bytes) or the database's, made on first use. */
export async function formSecret(
  db: Kysely<Database>,
  fromEnvironment: string | undefined,
): Promise<Buffer> {
  if (fromEnvironment) return Buffer.from(fromEnvironment, 'utf8');
  const value = await sharedSecret(db, NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
