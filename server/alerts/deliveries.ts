/**
 * Sends one queued alert: an `alert.deliver` job of the jobs table (decision 063, key
 * `alert:<delivery id>`), run by the jobs runner under its lease. The delivery's row keeps what
 * the office reads (its outcome and last cause, "Recent problems"); the job keeps when it is due,
 * its tries and, when given up, its place among the dead letters. A try ends: sent; retried
 * later with a growing pause (a timeout, a refused connection, 408, 429, 5xx); given up (another
 * 4xx at once, or its last try); or dropped when there is nothing left to send to (the lead
 * erased, the webhook turned off, the device gone: a push service's 404 or 410 removes the
 * subscription). The row and the job are written in one transaction. Every failure is logged
 * with its cause.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JobFailure } from '../jobs/runner.ts';
import { type Backoff, backoffMs, failJob, finishJob, type Job } from '../jobs/store.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { type AlertLead, pushPayload, webhookPayload } from './alert-payload.ts';
import { type AlertTargets, pushEndpointProblem, pushPolicy } from './alert-url.ts';
import { sendPush } from './push-send.ts';
import { causeError, post, type SendResult } from './send.ts';
import type { AlertChannel, AlertOutcome } from './tables.ts';
import type { VapidKeys } from './vapid.ts';

/** The jobs table's kind of one alert delivery, and its key. */
export const ALERT_JOB = 'alert.deliver';
export const alertJobKey = (deliveryId: number) => `alert:${deliveryId}`;
/** Tries before giving up, and pauses tripling from 5 s to at most an hour (about 5 h in all). */
export const MAX_ATTEMPTS = 10;
export const ALERT_BACKOFF: Backoff = { firstMs: 5000, capMs: 3_600_000, factor: 3 };
export const retryDelayMs = (attempts: number) => backoffMs(attempts, ALERT_BACKOFF);
/** A try holds its job this long (far past a send's 5 s timeout). */
export const ALERT_LEASE_MS = 60_000;
/** Deliveries sent at once (the jobs runner's concurrency for the kind). */
export const ALERT_SENDERS = 5;

export interface DeliveryContext {
  webhookUrl: string | null;
  publicUrl: string;
  vapid: { keys: VapidKeys; subject: string };
  /** A service's title from its slug (the site's words), or the slug. */
  serviceTitle: (slug: string) => Promise<string>;
  log: Pick<FailureLog, 'failure' | 'recovered'>;
  userAgent: string;
  /** Where alerts may go (ALERTS_ALLOW_PRIVATE, the tests' push service). */
  targets: AlertTargets;
}

interface DueRow {
  id: number;
  submission_id: number;
  channel: AlertChannel;
  subscription_id: number | null;
}

/** `cause`: the office's words (kept as last_error); `code`: the log's, when it differs. */
type Verdict = { outcome: AlertOutcome | 'retry'; cause?: string; code?: string };

async function leadOf(db: Kysely<Database>, id: number, ctx: DeliveryContext) {
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'kind', 'created_at', 'name', 'service', 'folder'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.folder !== 'inbox' || (row.kind !== 'quote' && row.kind !== 'message')) return;
  const lead: AlertLead = {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    name: row.name,
    service: row.service ? await ctx.serviceTitle(row.service) : null,
  };
  return lead;
}

async function attempt(db: Kysely<Database>, row: DueRow, ctx: DeliveryContext): Promise<Verdict> {
  const lead = await leadOf(db, row.submission_id, ctx);
  if (!lead) return { outcome: 'dropped', cause: 'lead deleted or in spam' };
  let result: SendResult;
  if (row.channel === 'webhook') {
    if (!ctx.webhookUrl) return { outcome: 'dropped', cause: 'webhook turned off' };
    const body = JSON.stringify(webhookPayload(lead, row.id, ctx.publicUrl));
    const headers = { 'Content-Type': 'application/json', 'User-Agent': ctx.userAgent };
    result = await post(ctx.webhookUrl, body, headers, { allowPrivate: ctx.targets.allowPrivate });
  } else {
    const device = await db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('id', '=', row.subscription_id ?? -1)
      .executeTakeFirst();
    if (!device) return { outcome: 'dropped', cause: 'device turned off' };
    const removed = async (cause: string) => {
      await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', row.subscription_id ?? -1)
        .execute();
      return { outcome: 'dropped', cause: `${cause}, removed` } as Verdict;
    };
    // Stored before push endpoints were held to the push services' hosts: never posted to.
    if (pushEndpointProblem(device.endpoint, ctx.targets)) return removed('not a push service');
    const policy = pushPolicy(device.endpoint, ctx.targets);
    result = await sendPush(device, pushPayload(lead), ctx.vapid.keys, ctx.vapid.subject, policy);
    if (!result.ok && result.gone) return removed(`${result.code}: subscription gone`);
  }
  if (result.ok) return { outcome: 'sent' };
  return { outcome: result.retry ? 'retry' : 'failed', cause: result.cause, code: result.code };
}

/** The delivery a job sends (its payload holds the id, nothing more). */
export const deliveryIdOf = (job: Pick<Job, 'payload'>) => Number(job.payload.deliveryId);

/**
 * Runs one try of an `alert.deliver` job that the server `owner` holds. Resolves when the try's
 * end is stored (the job finished, due again, or dead); the runner's own finish then finds
 * nothing to do. Throws only when the database failed: the runner counts that as a failed try.
 */
export async function deliverAlert(
  db: Kysely<Database>,
  job: Job,
  owner: string,
  ctx: DeliveryContext,
  now: () => Date = () => new Date(),
): Promise<void> {
  const row: DueRow | undefined = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'submission_id', 'channel', 'subscription_id'])
    .where('id', '=', deliveryIdOf(job))
    .where('done_at', 'is', null)
    .executeTakeFirst();
  // Erased with its lead, or ended already (a lost finish): nothing to send, the job is done.
  if (!row) return;
  // A lease lost before the post (another server took the job) must not send. A lease that ran
  // out while earlier jobs of the batch ran, but that no server took, is still this server's
  // (taking a job writes its taker's name): it is renewed from now, so the post has its minute.
  const started = now();
  const held = await db
    .updateTable('jobs')
    .set({ lease_until: new Date(started.getTime() + ALERT_LEASE_MS).toISOString() })
    .where('id', '=', job.id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'waiting')
    .returning('lease_until')
    .executeTakeFirst();
  if (!held) return;
  // The row's own claim, kept for one release: a server of the version before migration 030,
  // still running during a rolling upgrade, sends from the rows and honours it (decision 063).
  // It ends with the job's lease, so the next holder of the job finds it free.
  const claimed = await db
    .updateTable('alert_deliveries')
    .set({ claimed_until: held.lease_until })
    .where('id', '=', row.id)
    .where('done_at', 'is', null)
    .where((eb) =>
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', started.toISOString())]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    throw new JobFailure('a server of the previous version was sending it');
  }
  const verdict = await attempt(db, row, ctx).catch((error: unknown) => {
    // Our side failed (the database, the payload): logged as such and tried again.
    ctx.log.failure('alerts', error, `(alert #${row.id}; tried again)`);
    return { outcome: 'retry', cause: 'internal error' } as Verdict;
  });
  const attempts = job.attempts;
  const lastTry = attempts >= job.maxAttempts;
  const outcome = verdict.outcome === 'retry' && lastTry ? 'failed' : verdict.outcome;
  const at = now();
  const stored = await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('alert_deliveries')
        .set(
          outcome === 'retry'
            ? { attempts, claimed_until: null, last_error: verdict.cause ?? null }
            : {
                attempts,
                claimed_until: null,
                done_at: at.toISOString(),
                outcome,
                last_error: verdict.cause ?? null,
              },
        )
        .where('id', '=', row.id)
        .where('done_at', 'is', null)
        .execute();
      const cause = verdict.cause ?? 'could not deliver';
      const ended =
        outcome === 'retry'
          ? await failJob(trx, job, owner, cause, at, ALERT_BACKOFF)
          : outcome === 'failed'
            ? // Given up now, whatever tries are left: its place among the dead letters.
              await failJob(trx, { ...job, maxAttempts: attempts }, owner, cause, at)
            : (await finishJob(trx, job.id, owner, at))
              ? 'done'
              : 'lost';
      // Another server holds the job now: its try is the one that counts.
      if (ended === 'lost') throw new LostLease();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LostLease) return false;
      throw error;
    });
  if (!stored) return;
  if (outcome === 'retry') {
    ctx.log.failure(
      row.channel,
      causeError(verdict.code ?? verdict.cause ?? 'UNKNOWN'),
      `(alert #${row.id} of lead #${row.submission_id}, try ${attempts}; again in ${Math.round(retryDelayMs(attempts) / 1000)} s)`,
    );
  } else if (outcome === 'sent') {
    ctx.log.recovered(row.channel, 'alerts delivered again');
  } else if (outcome === 'failed') {
    ctx.log.failure(
      row.channel,
      causeError(verdict.code ?? verdict.cause ?? 'UNKNOWN'),
      `(alert #${row.id} of lead #${row.submission_id} given up after ${attempts} tries)`,
    );
  }
}

class LostLease extends Error {}
