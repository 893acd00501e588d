/**
 * Turns leads newly in the inbox into deliveries. A lead is "new to alert" while its
 * `alerted_at` is empty: a stored post (from any form path, on any server), and a lead moved
 * out of Spam ("not spam" treats it as just arrived). Spam waits in its folder and alerts no
 * one; comments are marked and alert no one. Each lead is marked and its deliveries stored in
 * one transaction, so two servers never queue a lead twice and a crash loses nothing; each
 * delivery's `alert.deliver` job (decision 063) is scheduled in that transaction too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { scheduleJob } from '../jobs/store.ts';
import { LEAD_KINDS } from '../leads/tables.ts';
import { ALERT_JOB, alertJobKey, MAX_ATTEMPTS } from './deliveries.ts';

/** Leads looked at per run; a full batch is followed at once by the next. */
export const ENQUEUE_BATCH = 50;

/** Queues the alerts of leads new to the inbox; resolves with how many leads it queued. */
export async function enqueueNewLeads(
  db: Kysely<Database>,
  webhookOn: boolean,
  clock: () => Date = () => new Date(),
): Promise<{ leads: number; more: boolean }> {
  const waiting = await db
    .selectFrom('submissions')
    .select(['id', 'kind'])
    .where('alerted_at', 'is', null)
    .where('folder', '=', 'inbox')
    .orderBy('id')
    .limit(ENQUEUE_BATCH)
    .execute();
  let leads = 0;
  for (const row of waiting) {
    const isLead = (LEAD_KINDS as readonly string[]).includes(row.kind);
    const queued = await db.transaction().execute(async (trx) => {
      const at = clock();
      const now = at.toISOString();
      const marked = await trx
        .updateTable('submissions')
        .set({ alerted_at: now })
        .where('id', '=', row.id)
        .where('alerted_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0 || !isLead) return false;
      const devices = await trx
        .selectFrom('push_subscriptions')
        .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
        .select('push_subscriptions.id')
        .where('users.disabled_at', 'is', null)
        .execute();
      const base = {
        submission_id: row.id,
        created_at: now,
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        done_at: null,
        outcome: null,
        last_error: null,
      };
      const rows = [
        ...(webhookOn ? [{ ...base, channel: 'webhook' as const, subscription_id: null }] : []),
        ...devices.map((device) => ({
          ...base,
          channel: 'push' as const,
          subscription_id: device.id,
        })),
      ];
      if (rows.length === 0) return true;
      const stored = await trx
        .insertInto('alert_deliveries')
        .values(rows)
        .returning('id')
        .execute();
      for (const { id } of stored) {
        const job = { kind: ALERT_JOB, key: alertJobKey(id), payload: { deliveryId: id } };
        await scheduleJob(trx, { ...job, maxAttempts: MAX_ATTEMPTS }, at);
      }
      return true;
    });
    if (queued) leads++;
  }
  return { leads, more: waiting.length === ENQUEUE_BATCH };
}
