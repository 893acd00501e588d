/**
 * Erases everything stored about one email address in one transaction (docs/decisions/035):
 * its submissions in every folder with their events, files, bytes and mail; its newsletter
 * entry and that entry's mail; and any other mail to it or answered to it. Accounts (people who
 * sign in, their push subscriptions) are not visitors' data and are left alone; so are form
 * token uses (no address in them).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type DeletedCounts, deleteSubmissions, deleteSubscribers } from './delete-submissions.ts';
import { personIds } from './person-rows.ts';

const BATCH = 500;

export async function erasePerson(db: Kysely<Database>, email: string): Promise<DeletedCounts> {
  return db.transaction().execute(async (trx) => {
    const ids = await personIds(trx, email);
    const counts = await deleteSubmissions(trx, ids.submissions);
    await deleteSubscribers(trx, ids.subscribers, counts);
    for (let start = 0; start < ids.outbox.length; start += BATCH) {
      const deleted = await trx
        .deleteFrom('outbox')
        .where('id', 'in', ids.outbox.slice(start, start + BATCH))
        .executeTakeFirst();
      counts.outbox += Number(deleted.numDeletedRows);
    }
    return counts;
  });
}
