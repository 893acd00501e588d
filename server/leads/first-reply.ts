import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Records the office's first reply to a lead, once; the time to first reply is measured to it.
 * The one place that sets `first_reply_at`: replies sent from the inbox call it when they are
 * queued, and until they exist a person moving a lead out of New counts as its first reply
 * (docs/decisions/029-lead-pipeline.md).
 */
export async function markFirstReply(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ first_reply_at: at.toISOString() })
    .where('id', '=', id)
    .where('first_reply_at', 'is', null)
    .execute();
}
