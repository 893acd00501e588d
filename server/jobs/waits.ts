/**
 * The jobs table's waits and leases (decision 062): a try given back while what a job needs is
 * not there, a lease renewed before what cannot be undone, and the jobs parked for a cause that
 * a kind's gate wakes (the mail server answering again).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A try that was not one (decision 062): what the job needs is not there (the mail server is
 * gone), so its try is given back, it is due again after `pauseMs` with `cause` kept, and its
 * lease is released. A wait never makes a job dead. Resolves with false when the lease was lost.
 */
export async function waitJob(
  db: Kysely<Database>,
  id: number,
  owner: string,
  cause: string,
  now: Date,
  pauseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      attempts: eb('attempts', '-', 1),
      due_at: new Date(now.getTime() + pauseMs).toISOString(),
      last_error: cause,
      lease_owner: null,
      lease_until: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'waiting')
    .where('attempts', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Checks that this server still holds a job's lease and gives it `leaseMs` more from `now`: the
 * last word before a try does what cannot be undone (a mail sent). False: the lease ran out or
 * another server took the job, so this try must not go on.
 */
export async function renewLease(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'waiting')
    .where('lease_until', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Jobs of `kind` waiting, not running, whose last cause is one of `causes` (parked). */
function parked(db: Kysely<Database>, kind: string, causes: readonly string[], now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('jobs')
    .where('kind', '=', kind)
    .where('state', '=', 'waiting')
    .where('last_error', 'in', [...causes])
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', at)]));
}

/** Whether any job of `kind` waits for one of `causes` (what a kind's gate probes for). */
export async function hasParkedJobs(
  db: Kysely<Database>,
  kind: string,
  causes: readonly string[],
  now: Date,
): Promise<boolean> {
  if (causes.length === 0) return false;
  const at = now.toISOString();
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('state', '=', 'waiting')
    .where('last_error', 'in', [...causes])
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', at)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the jobs of `kind` that wait for one of `causes` due now (what they waited for is back).
 * Resolves with how many.
 */
export async function wakeJobs(
  db: Kysely<Database>,
  kind: string,
  causes: readonly string[],
  now: Date,
): Promise<number> {
  if (causes.length === 0) return 0;
  const result = await parked(db, kind, causes, now)
    .set({ due_at: now.toISOString() })
    .where('due_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
