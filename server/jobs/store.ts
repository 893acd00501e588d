/**
 * The jobs table's queries (docs/decisions/058-jobs-that-wait.md): schedule (one job per key),
 * cancel, take under a lease, finish, fail with a growing pause or into the dead letters, and
 * clean. Every function takes the time it works at, so tests move a clock of their own.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { JobTable } from './tables.ts';

/** Tries before a job goes to the dead letters, unless its kind says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** Done rows are deleted after this many days (dead ones stay until retried or dismissed). */
export const DONE_KEPT_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/** A job to schedule. `key` is unique: the same key scheduled twice is one job. */
export interface NewJob {
  kind: string;
  /** When it is due (now when omitted). */
  dueAt?: Date;
  /** Plain data, stored as JSON: ids rather than what a visitor typed. */
  payload?: Record<string, unknown>;
  key: string;
  maxAttempts?: number;
  /**
   * When a job with this key is still waiting (and not running), move it to this due time and
   * payload (a rescheduled reminder). Without it, the first job stands as it was.
   */
  replace?: boolean;
}

/** A job as a handler and the dead letters see it. */
export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  dueAt: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

type Row = Omit<JobTable, 'id'> & { id: number };

export function jobOf(row: Row): Job {
  return {
    id: row.id,
    kind: row.kind,
    key: row.job_key,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    dueAt: row.due_at,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/**
 * Schedules a job (inside the caller's transaction when given one). Resolves with true when
 * this call stored or moved it, false when a job with this key already stood.
 */
export async function scheduleJob(
  db: Kysely<Database>,
  job: NewJob,
  now = new Date(),
): Promise<boolean> {
  const dueAt = (job.dueAt ?? now).toISOString();
  const payload = JSON.stringify(job.payload ?? {});
  const result = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      job_key: job.key,
      payload,
      state: 'waiting',
      due_at: dueAt,
      attempts: 0,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: now.toISOString(),
      finished_at: null,
    })
    .onConflict((conflict) => {
      const onKey = conflict.column('job_key');
      if (!job.replace) return onKey.doNothing();
      return onKey
        .doUpdateSet({ due_at: dueAt, payload, attempts: 0, last_error: null })
        .where('jobs.state', '=', 'waiting')
        .where('jobs.lease_owner', 'is', null);
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Which jobs to cancel: one key, or every key starting with `prefix` (`visit:12:`). */
export type JobKeys = string | { prefix: string };

/**
 * Cancels waiting jobs (inside the caller's transaction when given one): their rows go, so the
 * key may be scheduled again. A job running now finishes, but its end is not stored. Resolves
 * with how many were cancelled.
 */
export async function cancelJobs(db: Kysely<Database>, keys: JobKeys): Promise<number> {
  let query = db.deleteFrom('jobs').where('state', '=', 'waiting');
  if (typeof keys === 'string') query = query.where('job_key', '=', keys);
  else {
    // substr, not LIKE: a key's own % or _ must not match others.
    query = query.where(
      (eb) => eb.fn('substr', ['job_key', eb.val(1), eb.val(keys.prefix.length)]),
      '=',
      keys.prefix,
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface TakeOptions {
  dialect: Dialect;
  /** This server's name for its leases. */
  owner: string;
  /** Only kinds this server can run. */
  kinds: string[];
  limit: number;
  leaseMs: number;
  now: Date;
}

/**
 * Takes up to `limit` due jobs for this server, counting a try on each: one UPDATE that picks
 * and leases them, so two servers never take the same job while its lease runs. PostgreSQL
 * skips rows another server is locking (FOR UPDATE SKIP LOCKED); on SQLite the statement is
 * one write transaction, and SQLite runs one writer at a time.
 */
export async function takeJobs(db: Kysely<Database>, options: TakeOptions): Promise<Job[]> {
  if (options.kinds.length === 0) return [];
  const now = options.now.toISOString();
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      lease_owner: options.owner,
      lease_until: new Date(options.now.getTime() + options.leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('jobs')
        .select('id')
        .where('state', '=', 'waiting')
        .where('due_at', '<=', now)
        .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
        .whereRef('attempts', '<', 'max_attempts')
        .where('kind', 'in', options.kinds)
        .orderBy('due_at')
        .orderBy('id')
        .limit(options.limit);
      return options.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    // Checked again on the row itself: under PostgreSQL's READ COMMITTED a row another server
    // leased between the pick and the update is re-read here and left alone.
    .where('state', '=', 'waiting')
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id).map(jobOf);
}

/** Marks a job this server holds as done; false when its lease was lost (another took it). */
export async function finishJob(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'done',
      finished_at: now.toISOString(),
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * How long a job waits after its n-th failed try: `firstMs`, multiplied by `factor` (2 unless
 * given) after each try, at most `capMs`.
 */
export interface Backoff {
  firstMs: number;
  capMs: number;
  factor?: number;
}
export const DEFAULT_BACKOFF: Backoff = { firstMs: 30_000, capMs: 3_600_000 };
export const backoffMs = (
  attempts: number,
  { firstMs, capMs, factor = 2 }: Backoff = DEFAULT_BACKOFF,
) => Math.min(firstMs * factor ** Math.max(0, attempts - 1), capMs);

/**
 * Records a failed try of a job this server holds: due again after its pause, or dead with the
 * cause in words when it has had its tries. Resolves with what became of it.
 */
export async function failJob(
  db: Kysely<Database>,
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>,
  owner: string,
  cause: string,
  now: Date,
  backoff: Backoff = DEFAULT_BACKOFF,
): Promise<'retry' | 'dead' | 'lost'> {
  const dead = job.attempts >= job.maxAttempts;
  const result = await db
    .updateTable('jobs')
    .set({
      ...(dead
        ? { state: 'dead' as const, finished_at: now.toISOString() }
        : { due_at: new Date(now.getTime() + backoffMs(job.attempts, backoff)).toISOString() }),
      last_error: cause,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', job.id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'lost';
  return dead ? 'dead' : 'retry';
}

/** The cause kept for a job whose server stopped mid-run on its last try. */
export const STALLED_CAUSE = 'the server stopped while running it, on its last try';

/**
 * Housekeeping: jobs whose last try was cut short (their lease ran out) go to the dead letters;
 * done rows older than `keptDays` are deleted. Resolves with both counts.
 */
export async function cleanJobs(
  db: Kysely<Database>,
  now: Date,
  keptDays = DONE_KEPT_DAYS,
): Promise<{ stalled: number; deleted: number }> {
  const at = now.toISOString();
  const stalled = await db
    .updateTable('jobs')
    .set({
      state: 'dead',
      finished_at: at,
      last_error: STALLED_CAUSE,
      lease_owner: null,
      lease_until: null,
    })
    .where('state', '=', 'waiting')
    .whereRef('attempts', '>=', 'max_attempts')
    .where('lease_until', '<', at)
    .executeTakeFirst();
  const deleted = await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('finished_at', '<', new Date(now.getTime() - keptDays * DAY_MS).toISOString())
    .executeTakeFirst();
  return { stalled: Number(stalled.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
}

/** The dead letters, newest first. */
export async function deadJobs(db: Kysely<Database>, limit = 200): Promise<Job[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('state', '=', 'dead')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(jobOf);
}

/** Gives a dead job its tries again, due now; resolves with it (undefined: not dead). */
export async function retryDeadJob(db: Kysely<Database>, id: number, now: Date) {
  const row = await db
    .updateTable('jobs')
    .set({ state: 'waiting', due_at: now.toISOString(), attempts: 0, finished_at: null })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returningAll()
    .executeTakeFirst();
  return row && jobOf(row);
}

/** Deletes a dead job; resolves with it (undefined: not dead). */
export async function dismissDeadJob(db: Kysely<Database>, id: number) {
  const row = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returningAll()
    .executeTakeFirst();
  return row && jobOf(row);
}
