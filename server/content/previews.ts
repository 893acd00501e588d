/**
 * Preview links (migration 005): a link the office opens, or sends to a client, that shows an
 * item's working copy through the real pages until it expires (7 days). The token is random and
 * only its SHA-256 is stored; the pages it opens are never cached or indexed (server/http/app.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a preview link works. */
export const PREVIEW_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token only ever has this shape: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function createPreviews(db: Kysely<Database>, now: () => Date) {
  return {
    /** A new link for item `itemId`: its token and when it stops working. */
    async create(itemId: number, actor: number | null) {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      const expiresAt = new Date(created.getTime() + PREVIEW_DAYS * 86_400_000).toISOString();
      await db
        .insertInto('content_previews')
        .values({
          token_hash: hashOf(token),
          item_id: itemId,
          created_by: actor,
          created_at: created.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      // Expired links are removed as new ones are made.
      await db
        .deleteFrom('content_previews')
        .where('expires_at', '<', created.toISOString())
        .execute();
      return { token, expiresAt };
    },

    /** The item a token previews while it is valid, else undefined. */
    async resolve(token: string): Promise<number | undefined> {
      return (await this.describe(token))?.itemId;
    },

    /** A valid link's item and expiry, else undefined. */
    async describe(token: string) {
      if (!TOKEN.test(token)) return undefined;
      const row = await db
        .selectFrom('content_previews')
        .select(['item_id', 'expires_at'])
        .where('token_hash', '=', hashOf(token))
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row ? { itemId: row.item_id, expiresAt: row.expires_at } : undefined;
    },
  };
}
