/**
 * This server's runner of the jobs table (docs/decisions/058-jobs-that-wait.md): handlers
 * registered per kind, one run at a time (server/ops/single-run.ts), a timer that looks for due
 * jobs every few seconds, and housekeeping once an hour. A run that fails on the database is
 * logged once and the next tick tries again: the runner outlives an outage as the outbox does.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { describeError } from '../ops/error-code.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { singleRun } from '../ops/single-run.ts';
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

/** Jobs taken per run; a full batch is followed at once by the next. */
export const JOB_BATCH = 20;
/** How often the timer looks for due jobs, and how often old rows are cleaned. */
export const JOB_TICK_MS = 5000;
const CLEAN_EVERY_MS = 60 * 60 * 1000;
/** A try holds its job this long unless its kind says otherwise. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/**
 * A failure whose message is the cause in the office's words ("the mail server refused the
 * address"): kept as the job's last error. Any other error is kept as its code's description.
 */
export class JobFailure extends Error {}

/** The cause kept for a failed try: words, never a stack or what a visitor typed. */
export function causeOf(error: unknown): string {
  return error instanceof JobFailure ? error.message : describeError(error);
}

/** What runs one kind of job. */
export interface JobHandler {
  /** What the job does, in words, for the dead letters ("Review request to a customer"). */
  label: string;
  /** Runs one try; throws to fail it. */
  run: (job: Job) => Promise<void>;
  maxAttempts?: number;
  leaseMs?: number;
  backoff?: Backoff;
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

  const runOne = async (job: Job) => {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    try {
      await handler.run(job);
    } catch (error) {
      const cause = causeOf(error);
      const became = await failJob(db, job, owner, cause, clock(), handler.backoff);
      const tries = `try ${job.attempts} of ${job.maxAttempts}: ${cause}`;
      log?.failure(
        `job ${job.kind}`,
        error,
        became === 'dead'
          ? `(job #${job.id} given up after ${tries})`
          : `(job #${job.id}, ${tries})`,
      );
      return;
    }
    await finishJob(db, job.id, owner, clock());
    log?.recovered(`job ${job.kind}`, 'jobs of this kind run again');
  };

  const runOnce = async () => {
    try {
      const now = clock();
      if (now.getTime() - cleanedAt >= CLEAN_EVERY_MS) {
        await cleanJobs(db, now);
        cleanedAt = now.getTime();
      }
      // Each kind's own lease: taken kind by kind when their leases differ.
      const byLease = new Map<number, string[]>();
      for (const [kind, handler] of handlers) {
        const leaseMs = handler.leaseMs ?? DEFAULT_LEASE_MS;
        byLease.set(leaseMs, [...(byLease.get(leaseMs) ?? []), kind]);
      }
      let more = false;
      for (const [leaseMs, kinds] of byLease) {
        const jobs = await takeJobs(db, { dialect, owner, kinds, limit: JOB_BATCH, leaseMs, now });
        for (const job of jobs) await runOne(job);
        if (jobs.length === JOB_BATCH) more = true;
      }
      log?.recovered('jobs', 'the jobs runner reads the database again');
      return more;
    } catch (error) {
      log?.failure('jobs', error, '(the jobs run stopped; the next one retries)');
      return false;
    }
  };
  const { run, running } = singleRun(runOnce);

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
