/**
 * Erases everything stored about one email address in one transaction (docs/decisions/035):
 * its submissions in every folder with their events, files, bytes and mail; its newsletter
 * entry and that entry's mail; and any other mail to it or answered to it. Accounts (people who
 * sign in, their push subscriptions) are not visitors' data and are left alone; so are form
 * token uses (no address in them). On SQLite the deleted bytes are zeroed (secure_delete, set
 * when the file is opened) and the write-ahead log is emptied after the erasure
 * ({@link wipeFreedBytes}), so the address is in no byte of the database's files either.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type DeletedCounts, deleteSubmissions, deleteSubscribers } from './delete-submissions.ts';
import { deleteMailJobs } from './lead-jobs.ts';
import { normaliseAddress, personIds } from './person-rows.ts';

const BATCH = 500;

/**
 * Deletes what is stored about `email`, and names it by `reference` (`address <ref>`) in every
 * audit entry that named it in clear (entries written before the log named visitors' addresses
 * by reference, or an invitation's address): the entries stay, the address goes.
 */
export async function erasePerson(
  db: Kysely<Database>,
  email: string,
  reference: string,
  /** Written in the erasure's transaction (its audit entry), with what was deleted. */
  alongside?: (counts: DeletedCounts, trx: Kysely<Database>) => Promise<void>,
): Promise<DeletedCounts> {
  const address = normaliseAddress(email);
  return db.transaction().execute(async (trx) => {
    for (const column of ['actor', 'subject'] as const) {
      await trx
        .updateTable('audit_log')
        .set(column, reference)
        .where(sql<string>`lower(${sql.ref(column)})`, '=', address)
        .execute();
    }
    const ids = await personIds(trx, email);
    const counts = await deleteSubmissions(trx, ids.submissions);
    await deleteSubscribers(trx, ids.subscribers, counts);
    for (let start = 0; start < ids.outbox.length; start += BATCH) {
      const batch = ids.outbox.slice(start, start + BATCH);
      const deleted = await trx.deleteFrom('outbox').where('id', 'in', batch).executeTakeFirst();
      counts.outbox += Number(deleted.numDeletedRows);
      // Their jobs too (decision 062): SQLite gives a deleted row's number to the next mail, whose
      // job would find this one's key taken (done: never sent).
      await deleteMailJobs(trx, batch);
    }
    await alongside?.(counts, trx);
    return counts;
  });
}

/**
 * SQLite only: copies the erasure into the database file and empties the write-ahead log, which
 * still holds the pages as they were before (with the address). secure_delete zeroed the
 * deleted cells and freed pages in the new pages. Resolves false when a reader kept the log
 * from being emptied (it is emptied at a later checkpoint then).
 */
export async function wipeFreedBytes(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}
