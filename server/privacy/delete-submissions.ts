/**
 * Deletes submissions with everything stored about them: their events, files and the files'
 * bytes, their mail in the outbox (the office notification, an acknowledgement, every reply
 * a lead event points at), their webhook and push deliveries (alert_deliveries) and the
 * drafts of replies to them (autosaves), and their jobs and review requests
 * (lead-jobs.ts). Retention and erasure both delete through here, so a table added for
 * leads is added once (docs/decisions/035).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteLeadJobs, deleteMailJobs } from './lead-jobs.ts';

/** Rows deleted per table. */
export interface DeletedCounts {
  submissions: number;
  lead_events: number;
  lead_files: number;
  lead_file_blobs: number;
  outbox: number;
  subscribers: number;
  alert_deliveries: number;
}

export const noneDeleted = (): DeletedCounts => ({
  submissions: 0,
  lead_events: 0,
  lead_files: 0,
  lead_file_blobs: 0,
  outbox: 0,
  subscribers: 0,
  alert_deliveries: 0,
});

/** Ids per statement: well under both databases' limits on bound values. */
const BATCH = 500;

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes the submissions `ids` and what belongs to them, adding to `counts`. */
export async function deleteSubmissions(
  trx: Transaction<Database> | Kysely<Database>,
  ids: readonly number[],
  counts: DeletedCounts = noneDeleted(),
): Promise<DeletedCounts> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    // Their jobs first, found through the rows below (deliveries, visits, quotes).
    await deleteLeadJobs(trx, batch);
    const files = await trx
      .selectFrom('lead_files')
      .select('id')
      .where('submission_id', 'in', batch)
      .execute();
    const fileIds = files.map((file) => file.id);
    if (fileIds.length > 0) {
      counts.lead_file_blobs += count(
        await trx.deleteFrom('lead_file_blobs').where('file_id', 'in', fileIds).executeTakeFirst(),
      );
      counts.lead_files += count(
        await trx.deleteFrom('lead_files').where('id', 'in', fileIds).executeTakeFirst(),
      );
    }
    const replies = await trx
      .selectFrom('lead_events')
      .select('outbox_id')
      .where('submission_id', 'in', batch)
      .where('outbox_id', 'is not', null)
      .execute();
    counts.lead_events += count(
      await trx.deleteFrom('lead_events').where('submission_id', 'in', batch).executeTakeFirst(),
    );
    const replyMail = replies.map((row) => row.outbox_id).filter((id) => id !== null);
    const mail = await trx
      .deleteFrom('outbox')
      .where((eb) =>
        replyMail.length > 0
          ? eb.or([eb('submission_id', 'in', batch), eb('id', 'in', replyMail)])
          : eb('submission_id', 'in', batch),
      )
      .returning('id')
      .execute();
    counts.outbox += mail.length;
    await deleteMailJobs(
      trx,
      mail.map((row) => row.id),
    );
    counts.alert_deliveries += count(
      await trx
        .deleteFrom('alert_deliveries')
        .where('submission_id', 'in', batch)
        .executeTakeFirst(),
    );
    // A reply being written to them, kept as someone typed it (docs/decisions/048): the
    // office's unsent text, not a row the counts report.
    await trx
      .deleteFrom('autosaves')
      .where('kind', '=', 'reply')
      .where('target', 'in', batch.map(String))
      .execute();
    counts.submissions += count(
      await trx.deleteFrom('submissions').where('id', 'in', batch).executeTakeFirst(),
    );
  }
  return counts;
}

/** Deletes the subscribers `ids` and their mail in the outbox, adding to `counts`. */
export async function deleteSubscribers(
  trx: Transaction<Database> | Kysely<Database>,
  ids: readonly number[],
  counts: DeletedCounts = noneDeleted(),
): Promise<DeletedCounts> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const mail = await trx
      .deleteFrom('outbox')
      .where('subscriber_id', 'in', batch)
      .returning('id')
      .execute();
    counts.outbox += mail.length;
    await deleteMailJobs(
      trx,
      mail.map((row) => row.id),
    );
    counts.subscribers += count(
      await trx.deleteFrom('subscribers').where('id', 'in', batch).executeTakeFirst(),
    );
  }
  return counts;
}
