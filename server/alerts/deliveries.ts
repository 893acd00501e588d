/**
 * Sends the queued alerts. Each row is claimed first (several servers on one database never
 * send it at once), sent, and marked: sent; retried later with a growing pause (a timeout, a
 * refused connection, 408, 429, 5xx); given up (another 4xx, or too many tries); or dropped when
 * there is nothing left to send to (the lead erased, the webhook turned off, the device gone:
 * a push service's 404 or 410 removes the subscription). Every failure is logged with its cause.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { isoNow } from '../store/time.ts';
import { type AlertLead, pushPayload, webhookPayload } from './alert-payload.ts';
import { type AlertTargets, pushEndpointProblem, pushPolicy } from './alert-url.ts';
import { sendPush } from './push-send.ts';
import { causeError, post, type SendResult } from './send.ts';
import type { AlertChannel, AlertOutcome } from './tables.ts';
import type { VapidKeys } from './vapid.ts';

/** Rows read per run; sends at once. */
export const DELIVERY_BATCH = 50;
const SENDERS = 5;
/** A sender holds a row this long (far past a send's timeout). */
const CLAIM_MS = 60_000;
/** Tries before giving up, and pauses growing from 5 s to at most an hour (about 5 h in all). */
export const MAX_ATTEMPTS = 10;
export const retryDelayMs = (attempts: number) => Math.min(5000 * 3 ** (attempts - 1), 3_600_000);

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
  attempts: number;
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
  const lastTry = row.attempts + 1 >= MAX_ATTEMPTS;
  const outcome = result.retry && !lastTry ? 'retry' : 'failed';
  return { outcome, cause: result.cause, code: result.code };
}

/** Sends what is due; resolves with what it did and whether more may be due now. */
export async function runDeliveries(db: Kysely<Database>, ctx: DeliveryContext) {
  const now = isoNow();
  const due: DueRow[] = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'submission_id', 'channel', 'subscription_id', 'attempts'])
    .where('done_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(DELIVERY_BATCH)
    .execute();
  const run = { sent: 0, failed: 0, more: due.length === DELIVERY_BATCH };
  const one = async (row: DueRow) => {
    const claim = await db
      .updateTable('alert_deliveries')
      .set({ claimed_until: isoNow(CLAIM_MS) })
      .where('id', '=', row.id)
      .where('done_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return;
    const verdict = await attempt(db, row, ctx).catch((error: unknown) => {
      // Our side failed (the database, the payload): logged as such and tried again.
      ctx.log.failure('alerts', error, `(alert #${row.id}; tried again)`);
      return { outcome: 'retry', cause: 'internal error' } as Verdict;
    });
    const attempts = row.attempts + 1;
    if (verdict.outcome === 'retry') {
      const pause = retryDelayMs(attempts);
      await db
        .updateTable('alert_deliveries')
        .set({
          attempts,
          next_attempt_at: isoNow(pause),
          claimed_until: null,
          last_error: verdict.cause,
        })
        .where('id', '=', row.id)
        .execute();
      run.failed++;
      ctx.log.failure(
        row.channel,
        causeError(verdict.code ?? verdict.cause ?? 'UNKNOWN'),
        `(alert #${row.id} of lead #${row.submission_id}, try ${attempts}; again in ${Math.round(pause / 1000)} s)`,
      );
      return;
    }
    await db
      .updateTable('alert_deliveries')
      .set({
        attempts,
        done_at: isoNow(),
        outcome: verdict.outcome,
        claimed_until: null,
        last_error: verdict.cause ?? null,
      })
      .where('id', '=', row.id)
      .execute();
    if (verdict.outcome === 'sent') {
      run.sent++;
      ctx.log.recovered(row.channel, 'alerts delivered again');
    } else if (verdict.outcome === 'failed') {
      run.failed++;
      ctx.log.failure(
        row.channel,
        causeError(verdict.code ?? verdict.cause ?? 'UNKNOWN'),
        `(alert #${row.id} of lead #${row.submission_id} given up after ${attempts} tries)`,
      );
    }
  };
  const queue = [...due];
  const sender = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await one(row);
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return run;
}

/** Deletes finished deliveries older than `days` (the alerts screen shows the last days' problems). */
export async function pruneDeliveries(db: Kysely<Database>, days = 30): Promise<void> {
  await db
    .deleteFrom('alert_deliveries')
    .where('done_at', '<', isoNow(-days * 24 * 3600 * 1000))
    .execute();
}
