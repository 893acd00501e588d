/** The table of migration 023-jobs (docs/decisions/058-jobs-that-wait.md). */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/**
 * waiting: due at `due_at` (or running, while a lease is held); done: ran; dead: gave up after
 * its tries (the dead letters in /admin, until retried or dismissed).
 */
export type JobState = 'waiting' | 'done' | 'dead';

/** One delayed job. Its payload holds ids, not what a visitor typed, wherever it can. */
export interface JobTable {
  id: Generated<number>;
  /** What to run: a kind a handler is registered for (server/jobs/runner.ts). */
  kind: string;
  /** Unique: scheduling the same key again is the same job (e.g. `review-request:lead:12`). */
  job_key: string;
  /** JSON, given to the handler. */
  payload: string;
  state: JobState;
  due_at: string;
  /** Tries so far (counted when a try starts, so a server that dies mid-run counts one). */
  attempts: number;
  max_attempts: number;
  /** The server running it, and until when no other server may take it. */
  lease_owner: string | null;
  lease_until: string | null;
  /** The last failure's cause in words (never a stack, never personal data). */
  last_error: string | null;
  created_at: string;
  /** When it ended done or dead. */
  finished_at: string | null;
}

/** jobs as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const jobsColumns = {
  id: 'not null',
  kind: 'not null',
  job_key: 'not null',
  payload: 'not null',
  state: 'not null',
  due_at: 'not null',
  attempts: 'not null',
  max_attempts: 'not null',
  lease_owner: 'null',
  lease_until: 'null',
  last_error: 'null',
  created_at: 'not null',
  finished_at: 'null',
} as const satisfies Columns<JobTable>;

export interface JobTables {
  jobs: JobTable;
}
