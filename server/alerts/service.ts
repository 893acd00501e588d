/**
 * The office hears at once (issue 19, docs/decisions/034-alerts.md): new leads to a webhook and
 * to the phones that turned push on, never waiting for mail; and the daily digest mail. Each
 * delivery is an `alert.deliver` job of the jobs table (decision 063), sent and retried by the
 * jobs runner. The look for leads new to alert runs one at a time per server: a stored lead asks
 * for one at once, and a timer looks every few seconds for leads no server has queued yet.
 */
import type { Kysely } from 'kysely';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Jobs } from '../jobs/runner.ts';
import { readOfficeSettings } from '../leads/office-settings.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { singleRun } from '../ops/single-run.ts';
import type { AlertConfig } from './alert-config.ts';
import { webhookTestPayload } from './alert-payload.ts';
import { readAlertSettings, writeDigestHour, writeWebhookUrl } from './alert-settings.ts';
import { urlHost } from './alert-url.ts';
import {
  ALERT_BACKOFF,
  ALERT_JOB,
  ALERT_LEASE_MS,
  ALERT_SENDERS,
  deliverAlert,
  MAX_ATTEMPTS,
} from './deliveries.ts';
import { adoptDeliveries, pruneDeliveries } from './delivery-rows.ts';
import { runDigest } from './digest.ts';
import { enqueueNewLeads } from './enqueue.ts';
import { alertBacklog, recentProblems } from './problems.ts';
import {
  addSubscription,
  deviceCounts,
  hasSubscription,
  type NewSubscription,
  removeSubscription,
} from './push-subscriptions.ts';
import { causeError, post } from './send.ts';
import { type VapidKeys, vapidKeys } from './vapid.ts';

/**
 * The digest is looked for once a minute; once an hour, finished deliveries are pruned and those
 * waiting without a job get one.
 */
const DIGEST_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface AlertDeps {
  db: Kysely<Database>;
  config: AlertConfig;
  company: string;
  /** The office's address when mail is on (the digest goes there). */
  notifyTo: string | undefined;
  log: FailureLog | undefined;
  /** Asks the outbox to send what was queued (the digest). */
  flushOutbox: () => void;
  serviceTitle: (slug: string) => Promise<string>;
  /** The jobs runner that sends the deliveries (the alerts register their kind on it). */
  jobs: Jobs;
  /** The time deliveries are queued and sent at (the jobs runner's). */
  clock?: () => Date;
}

export function createAlerts(deps: AlertDeps) {
  const { db, config } = deps;
  const log = deps.log ?? { failure: () => undefined, recovered: () => undefined };
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= vapidKeys(db, config.vapidKeys).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const userAgent = `${deps.company} website alerts`;
  const targets = { allowPrivate: config.allowPrivate, pushTestOrigin: config.pushTestOrigin };
  const webhookPolicy = { allowPrivate: config.allowPrivate };
  const readSettings = () => readAlertSettings(db, webhookPolicy);
  let prunedAt = 0;
  const { jobs, clock = () => new Date() } = deps;

  // One delivery a try, one at a time: the jobs runner runs a batch's jobs in turn (decision 063).
  jobs.register(ALERT_JOB, {
    label: 'Alert of a new lead',
    maxAttempts: MAX_ATTEMPTS,
    leaseMs: ALERT_LEASE_MS,
    backoff: ALERT_BACKOFF,
    // Five at once, as before the move (decision 063): one slow receiver holds up no other.
    concurrency: ALERT_SENDERS,
    async run(job) {
      const { webhookUrl } = await readSettings();
      const context = {
        webhookUrl,
        publicUrl: config.publicUrl,
        vapid: { keys: await vapid(), subject: config.vapidSubject },
        serviceTitle: deps.serviceTitle,
        log,
        userAgent,
        targets,
      };
      await deliverAlert(db, job, jobs.owner, context, clock);
    },
  });

  /** Queues the alerts of leads new to the inbox; true when some were queued or more wait. */
  const lookOnce = async () => {
    try {
      const { webhookUrl } = await readSettings();
      const enqueued = await enqueueNewLeads(db, webhookUrl !== null, clock);
      let adopted = 0;
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneDeliveries(db);
        adopted = await adoptDeliveries(db, clock());
      }
      if (enqueued.leads > 0 || adopted > 0) jobs.kick();
      return enqueued.more;
    } catch (error) {
      log.failure('alerts', error, '(the look for new leads stopped; the next one retries)');
      return false;
    }
  };
  // One look at a time; a request during a look asks for one more (server/ops/single-run.ts).
  const look = singleRun(lookOnce);
  /** Queues what is new, then sends what is due (the jobs runner's run, other kinds' too). */
  const run = async () => {
    await look.run();
    await jobs.run();
  };

  const digest = async (now = new Date()) => {
    const [{ digestHour }, { timeZone }] = await Promise.all([
      readSettings(),
      readOfficeSettings(db),
    ]);
    const result = await runDigest(db, {
      now,
      timeZone,
      hour: digestHour,
      notifyTo: deps.notifyTo,
      publicUrl: config.publicUrl,
      company: deps.company,
    });
    if (result === 'mailed') deps.flushOutbox();
    return result;
  };

  return {
    run,
    /** A lead was stored: look now rather than at the next tick (its jobs run when queued). */
    kick: () => void look.run(),
    /** The look in progress, if any (shutdown waits for it; the jobs runner's run is its own). */
    flushing: look.running,
    /** Starts the timers; returns the function that stops them. */
    start() {
      const tick = setInterval(() => void look.run(), config.intervalMs);
      const daily = setInterval(
        () =>
          void digest().catch((error) => log.failure('digest', error, '(the next minute retries)')),
        DIGEST_EVERY_MS,
      );
      tick.unref();
      daily.unref();
      void look.run();
      return () => {
        clearInterval(tick);
        clearInterval(daily);
      };
    },
    digest,
    settings: readSettings,
    async setWebhook(raw: string, actor: AuditActor & { id: number }) {
      return writeWebhookUrl(
        db,
        raw,
        actor.id,
        webhookPolicy,
        (url) => (trx) =>
          audit(trx, {
            actor,
            action: 'alerts.webhook',
            subject: url ? urlHost(url) : 'off',
            detail: { on: url !== null },
          }),
      );
    },
    async setDigestHour(raw: string, actor: AuditActor & { id: number }) {
      return writeDigestHour(
        db,
        raw,
        actor.id,
        (hour) => (trx) =>
          audit(trx, {
            actor,
            action: 'alerts.digest',
            subject: hour === null ? 'off' : `${hour}:00`,
          }),
      );
    },
    /** Posts a test to the saved webhook at once (not queued): the office sees the answer. */
    async testWebhook(now = new Date()) {
      const { webhookUrl } = await readSettings();
      if (!webhookUrl) return { ok: false as const, cause: 'no webhook URL is saved' };
      const body = JSON.stringify(webhookTestPayload(deps.company, config.publicUrl, now));
      const headers = { 'Content-Type': 'application/json', 'User-Agent': userAgent };
      const result = await post(webhookUrl, body, headers, webhookPolicy);
      if (!result.ok) log.failure('webhook', causeError(result.code), '(the office’s test post)');
      return result;
    },
    publicKey: async () => (await vapid()).publicKey,
    subscribe: (userId: number, sub: NewSubscription, agent: string) =>
      addSubscription(db, userId, sub, agent, targets),
    unsubscribe: (userId: number, endpoint: string) => removeSubscription(db, userId, endpoint),
    isSubscribed: (userId: number, endpoint: string) => hasSubscription(db, userId, endpoint),
    devices: (userId: number) => deviceCounts(db, userId),
    problems: () => recentProblems(db),
    backlog: () => alertBacklog(db),
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
