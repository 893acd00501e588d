/**
 * This server's runner of the jobs table (docs/decisions/058-jobs-that-wait.md): handlers
 * registered per kind, each kind in a lane of its own, one run at a time (server/ops/
 * single-run.ts), a timer that looks for due jobs every few seconds, and housekeeping once an hour. A run that fails on the database is
 * logged once and the next tick tries again: the runner outlives an outage as the outbox does.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { describeError } from '../ops/error-code.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { type SingleRun, singleRun } from '../ops/single-run.ts';
import {
  type Backoff,
  cancelJobs,
  cleanJobs,
  DEFAULT_MAX_ATTEMPTS,
  failJob,
  finishJob,
  type Job,
  type JobKeys,
  type NewJob,
  scheduleJob,
  takeJobs,
} from './store.ts';
import { renewLease, waitJob } from './waits.ts';

/** Jobs taken per run; a full batch is followed at once by the next. */
export const JOB_BATCH = 20;
/** How often the timer looks for due jobs, and how often old rows are cleaned. */
export const JOB_TICK_MS = 5000;
const CLEAN_EVERY_MS = 60 * 60 * 1000;
/** A try holds its job this long unless its kind says otherwise. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;
/** A job that waits (JobWait) is due again after this, unless its kind says otherwise. */
export const DEFAULT_WAIT_MS = 30_000;

/**
 * A failure whose message is the cause in the office's words ("the mail server refused the
 * address"): kept as the job's last error. Any other error is kept as its code's description.
 */
export class JobFailure extends Error {}

/**
 * Not a try (decision 062): what the job needs is not there (the mail server is gone), not the
 * job at fault. Its try is given back, it is due again after its kind's pause with this cause
 * (our words or a code, e.g. 'SMTP 421') kept, and it never goes dead from waiting. The rest of
 * its kind's batch in this run waits too: what one lacks, they lack.
 */
export class JobWait extends Error {}

/** The cause kept for a failed try: words, never a stack or what a visitor typed. */
export function causeOf(error: unknown): string {
  return error instanceof JobFailure ? error.message : describeError(error);
}

/** The try's lease, for a handler about to do what cannot be undone. */
export interface JobLease {
  /** True, and the lease renewed, while this server still holds it; false: stop, do nothing. */
  renew: () => Promise<boolean>;
}

/** What runs one kind of job. */
export interface JobHandler {
  /** What the job does, in words, for the dead letters ("Review request to a customer"). */
  label: string;
  /** Runs one try; throws to fail it (JobWait: to wait, not a try). */
  run: (job: Job, lease: JobLease) => Promise<void>;
  maxAttempts?: number;
  leaseMs?: number;
  backoff?: Backoff;
  /**
   * Asked once per run before this kind's jobs are taken: false leaves them waiting this run,
   * no try spent (mail off, or the mail server still not answering).
   */
  ready?: () => Promise<boolean>;
  /** Jobs of this kind run at once (1 unless given). */
  concurrency?: number;
  /** Jobs of this kind taken per run (JOB_BATCH unless given); a full batch is followed at once. */
  batch?: number;
  /** The pause after a JobWait (DEFAULT_WAIT_MS unless given). */
  waitMs?: number;
  /**
   * The log kind its failures and recovery go under, and the recovery's words (default: 'job',
   * 'jobs run again'); a failure is logged with the error a JobWait or JobFailure was caused by.
   */
  log?: { kind: string; recovered: string };
}

export interface JobsOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  log?: Pick<FailureLog, 'failure' | 'recovered'>;
  /** The time jobs are due by (tests pass a clock they move). */
  clock?: () => Date;
  /** This server's lease name (a fresh one per start). */
  owner?: string;
}

export function createJobs({
  db,
  dialect,
  log,
  clock = () => new Date(),
  owner = randomUUID(),
}: JobsOptions) {
  const handlers = new Map<string, JobHandler>();
  let cleanedAt = Number.NEGATIVE_INFINITY;

  // The cause behind our words, for the log line's code ('ECONNREFUSED', 'SMTP 550').
  const loggedError = (error: unknown) =>
    (error instanceof JobWait || error instanceof JobFailure) && error.cause !== undefined
      ? error.cause
      : error;

  // The kinds that waited in this run (JobWait), with their cause: their other jobs wait too.
  const runOne = async (job: Job, waiting: Map<string, string>) => {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const logAs = handler.log?.kind ?? 'job';
    const leaseMs = handler.leaseMs ?? DEFAULT_LEASE_MS;
    const waitMs = handler.waitMs ?? DEFAULT_WAIT_MS;
    const waitingFor = waiting.get(job.kind);
    if (waitingFor !== undefined) {
      await waitJob(db, job.id, owner, waitingFor, clock(), waitMs);
      return;
    }
    try {
      await handler.run(job, { renew: () => renewLease(db, job.id, owner, clock(), leaseMs) });
    } catch (error) {
      if (error instanceof JobWait) {
        waiting.set(job.kind, error.message);
        await waitJob(db, job.id, owner, error.message, clock(), waitMs);
        log?.failure(
          logAs,
          loggedError(error),
          `(${job.kind} #${job.id} waits: ${error.message}; not counted as a try)`,
        );
        return;
      }
      const cause = causeOf(error);
      const became = await failJob(db, job, owner, cause, clock(), handler.backoff);
      const tries = `try ${job.attempts} of ${job.maxAttempts}: ${cause}`;
      // One log kind for every job's own failure ("job"), apart from the runner's ("jobs"):
      // the kind and number go in the context, as the log's kinds are words.
      log?.failure(
        logAs,
        loggedError(error),
        became === 'dead'
          ? `(${job.kind} #${job.id} given up after ${tries})`
          : `(${job.kind} #${job.id}, ${tries})`,
      );
      return;
    }
    await finishJob(db, job.id, owner, clock());
    log?.recovered(logAs, handler.log?.recovered ?? 'jobs run again');
  };

  /** Runs the jobs taken, `concurrency` at a time; resolves with whether a kind waited. */
  const runAll = async (jobs: Job[], concurrency: number) => {
    const waiting = new Map<string, string>();
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await runOne(job, waiting);
    };
    // Every worker ends before the run does (a database failure stops the others' next jobs
    // only when they reach it), so no try outlives its run.
    const ends = await Promise.allSettled(Array.from({ length: Math.max(1, concurrency) }, worker));
    const failed = ends.find((end) => end.status === 'rejected');
    if (failed) throw failed.reason;
    return waiting.size > 0;
  };

  // A gate that fails (the mail settings could not be read) leaves its kind waiting this run,
  // logged under the kind's log; the other kinds run.
  const isReady = async (kind: string, ready: () => Promise<boolean>) => {
    try {
      return await ready();
    } catch (error) {
      const logAs = handlers.get(kind)?.log?.kind ?? 'job';
      log?.failure(logAs, error, `(${kind}: its jobs wait for the next run)`);
      return false;
    }
  };

  // One kind's run: its gate, then a batch taken and run; says whether more is due now.
  const runKind = async (kind: string, handler: JobHandler) => {
    try {
      if (handler.ready && !(await isReady(kind, handler.ready))) return false;
      const batch = handler.batch ?? JOB_BATCH;
      const jobs = await takeJobs(db, {
        dialect,
        owner,
        kinds: [kind],
        limit: batch,
        leaseMs: handler.leaseMs ?? DEFAULT_LEASE_MS,
        now: clock(),
      });
      const waited = await runAll(jobs, handler.concurrency ?? 1);
      log?.recovered('jobs', 'the jobs runner reads the database again');
      return jobs.length === batch && !waited;
    } catch (error) {
      log?.failure('jobs', error, '(the jobs run stopped; the next one retries)');
      return false;
    }
  };
  // Each kind in a lane of its own, one run at a time: a kind that is slow (a mail server that
  // takes its time) never holds up another's (a new lead's alert, a reminder).
  const lanes = new Map<string, SingleRun>();
  const laneOf = (kind: string, handler: JobHandler) => {
    let lane = lanes.get(kind);
    if (!lane) {
      lane = singleRun(() => runKind(kind, handler));
      lanes.set(kind, lane);
    }
    return lane;
  };
  const cleaning = singleRun(async () => {
    try {
      const now = clock();
      if (now.getTime() - cleanedAt >= CLEAN_EVERY_MS) {
        await cleanJobs(db, now);
        cleanedAt = now.getTime();
      }
    } catch (error) {
      log?.failure('jobs', error, '(the jobs run stopped; the next one retries)');
    }
    return false;
  });
  const run = async () => {
    await Promise.all([
      cleaning.run(),
      ...[...handlers].map(([kind, handler]) => laneOf(kind, handler).run()),
    ]);
  };
  const running = async () => {
    await Promise.all([cleaning.running(), ...[...lanes.values()].map((lane) => lane.running())]);
  };

  return {
    /** This server's lease name. */
    owner,
    /** Registers the handler of `kind` (once per kind, before start). */
    register(kind: string, handler: JobHandler) {
      if (handlers.has(kind))
        throw new Error(`A handler for the job kind "${kind}" is registered already.`);
      handlers.set(kind, handler);
    },
    /** What each kind does, in words (for the dead letters). */
    label: (kind: string) => handlers.get(kind)?.label ?? kind,
    /**
     * Schedules a job (see scheduleJob): the kind's tries unless given; a job due now is run at
     * once. Give `db` a transaction to schedule inside it.
     */
    async schedule(job: NewJob, within: Kysely<Database> = db) {
      const maxAttempts = job.maxAttempts ?? handlers.get(job.kind)?.maxAttempts;
      const stored = await scheduleJob(
        within,
        { ...job, maxAttempts: maxAttempts ?? DEFAULT_MAX_ATTEMPTS },
        clock(),
      );
      if (within === db && (job.dueAt ?? clock()) <= clock()) void run();
      return stored;
    },
    cancel: (keys: JobKeys, within: Kysely<Database> = db) => cancelJobs(within, keys),
    /** Runs what is due now; resolves when this server's run (and any it asked for) is done. */
    run,
    /** Asks for a run now rather than at the next tick. */
    kick: () => void run(),
    /** The run in progress, if any (shutdown waits for it). */
    flushing: running,
    /** Starts the timer; returns the function that stops it. */
    start(everyMs = JOB_TICK_MS) {
      const tick = setInterval(() => void run(), everyMs);
      tick.unref();
      void run();
      return () => clearInterval(tick);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
