/**
 * The dead letters as the office sees them (/admin/office/jobs, owners): what failed in words,
 * when, after how many tries, and why; Retry gives a job its tries again, Dismiss deletes it.
 * Both are in the audit log, in the same transaction, by the job's label and number.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Jobs } from './runner.ts';
import { deadJobs, dismissDeadJob, retryDeadJob } from './store.ts';

/** One dead letter for the screen: no payload (it may name a lead by id, nothing more). */
export interface DeadLetter {
  id: number;
  /** What the job does, in words ("Review request to a customer"). */
  what: string;
  /** Why its last try failed, in words. */
  cause: string;
  attempts: number;
  createdAt: string;
  /** When it was given up. */
  failedAt: string;
}

export function createDeadLetters(db: Kysely<Database>, jobs: Jobs, now = () => new Date()) {
  const subject = (job: { id: number; kind: string }) => `${jobs.label(job.kind)} #${job.id}`;
  return {
    async list(): Promise<DeadLetter[]> {
      return (await deadJobs(db)).map((job) => ({
        id: job.id,
        what: jobs.label(job.kind),
        cause: job.lastError ?? 'no cause was kept',
        attempts: job.attempts,
        createdAt: job.createdAt,
        failedAt: job.finishedAt ?? job.createdAt,
      }));
    },
    /** Gives a dead job its tries again, due now; a 404 refusal when it is not a dead letter. */
    async retry(id: number, actor: AuditActor) {
      const job = await db.transaction().execute(async (trx) => {
        const retried = await retryDeadJob(trx, id, now());
        if (retried) await audit(trx, { actor, action: 'job.retried', subject: subject(retried) });
        return retried;
      });
      if (!job) throw refusal(404, 'That failed job is not in the list any more.');
      jobs.kick();
      return jobs.label(job.kind);
    },
    /** Deletes a dead job; a 404 refusal when it is not a dead letter. */
    async dismiss(id: number, actor: AuditActor) {
      const job = await db.transaction().execute(async (trx) => {
        const dismissed = await dismissDeadJob(trx, id);
        if (dismissed) {
          await audit(trx, { actor, action: 'job.dismissed', subject: subject(dismissed) });
        }
        return dismissed;
      });
      if (!job) throw refusal(404, 'That failed job is not in the list any more.');
      return jobs.label(job.kind);
    },
  };
}

export type DeadLetters = ReturnType<typeof createDeadLetters>;
