/** Spam is kept {@link SPAM_KEEP_DAYS} days, then deleted with everything stored about it. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Days an entry stays in Spam before it is deleted. */
export const SPAM_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what has been in Spam longer than {@link SPAM_KEEP_DAYS} days at `now`, with its events and files. */
export async function pruneSpam(
  db: Kysely<Database>,
  now: Date,
  tokenMaxAgeMs: number,
): Promise<{ submissions: number; subscribers: number }> {
  const cutoff = new Date(now.getTime() - SPAM_KEEP_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom('submissions')
      .select('id')
      .where('folder', '=', 'spam')
      .where('created_at', '<', cutoff);
    const files = trx.selectFrom('lead_files').select('id').where('submission_id', 'in', old);
    await trx.deleteFrom('lead_file_blobs').where('file_id', 'in', files).execute();
    await trx.deleteFrom('lead_files').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('lead_events').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('outbox').where('submission_id', 'in', old).execute();
    const submissions = await trx
      .deleteFrom('submissions')
      .where('folder', '=', 'spam')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    const subscribers = await trx
      .deleteFrom('subscribers')
      .where('folder', '=', 'spam')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    // A token's uses matter while it can still be posted; a day's margin for the clocks.
    const usesCutoff = new Date(now.getTime() - tokenMaxAgeMs - DAY_MS).toISOString();
    await trx.deleteFrom('form_token_uses').where('first_used_at', '<', usesCutoff).execute();
    return {
      submissions: Number(submissions.numDeletedRows),
      subscribers: Number(subscribers.numDeletedRows),
    };
  });
}
