/**
 * A token's uses, counted in the transaction that stores the post (so a post that failed to
 * store used nothing): one use more than the token allows is a replay.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Screening } from './screen.ts';
import type { SpamReason } from './tables.ts';

/** Counts one use of the screening's token; true when that is more than it allows. */
async function isReplay(trx: Kysely<Database>, screening: Screening, at: string): Promise<boolean> {
  const { token } = screening;
  if (!token) return false;
  const row = await trx
    .insertInto('form_token_uses')
    .values({ token_id: token.id, uses: 1, first_used_at: at })
    .onConflict((conflict) =>
      conflict.column('token_id').doUpdateSet({ uses: sql<number>`form_token_uses.uses + 1` }),
    )
    .returning('uses')
    .executeTakeFirstOrThrow();
  return Number(row.uses) > token.allowedUses;
}

/** Where a post goes once its token's use is counted: the reasons, and Spam when there are any. */
export async function spamVerdict(
  trx: Kysely<Database>,
  screening: Screening,
  at: string,
): Promise<{ isSpam: boolean; reasons: SpamReason[]; stored: string | null }> {
  const reasons: SpamReason[] = [...screening.reasons];
  if (await isReplay(trx, screening, at)) reasons.push('replayed-token');
  const isSpam = reasons.length > 0;
  return { isSpam, reasons, stored: isSpam ? JSON.stringify(reasons) : null };
}
