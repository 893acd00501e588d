/**
 * What failed, as the office sees it (/admin/office/jobs, owners): the jobs that gave up after
 * their tries, alerts among them (named by channel, with their lead: server/alerts/given-up.ts),
 * each with what it was in words, when, after how many tries, and why. Retry gives one its
 * tries again, Dismiss deletes it; both are in the audit log, in the same transaction, by its
 * label and number.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import {
  dropGivenUpAlert,
  givenUpAlert,
  givenUpAlerts,
  isAlertJob,
  requeueGivenUpAlert,
} from '../alerts/given-up.ts';
import type { Database } from '../db/schema.ts';
import { givenUpMailLeads } from '../mail/given-up-mail.ts';
import type { Jobs } from './runner.ts';
import { deadJobs, dismissDeadJob, type Job, retryDeadJob } from './store.ts';

/** One dead letter for the screen: no payload (it may name a lead by id, nothing more). */
export interface DeadLetter {
  id: number;
  /** What it was, in words ("Review request to a customer", "Webhook alert of a new lead"). */
  what: string;
  /** The lead it was about, when known (alerts, a lead's mail). */
  leadId?: number;
  /** Why its last try failed, in words. */
  cause: string;
  attempts: number;
  createdAt: string;
  /** When it was given up. */
  failedAt: string;
}

const gone = () => refusal(404, 'That failed job is not in the list any more.');

export function createDeadLetters(
  db: Kysely<Database>,
  jobs: Jobs,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  /** The words and number the list and the audit log name one by. */
  const name = (what: string, id: number) => `${what} #${id}`;
  /** What a job was: an alert's by its channel, any other's by its kind's label. */
  const words = async (trx: Kysely<Database>, job: Job) =>
    (isAlertJob(job) && (await givenUpAlert(trx, job))?.what) || jobs.label(job.kind);
  const logged = async (
    work: (trx: Kysely<Database>) => Promise<string | undefined>,
    actor: AuditActor,
    action: 'job.retried' | 'job.dismissed',
  ) => {
    const subject = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      if (done) await audit(trx, { actor, action, subject: done });
      return done;
    });
    if (!subject) throw gone();
    return subject;
  };
  return {
    /** Every dead letter, the latest failure first. */
    async list(): Promise<DeadLetter[]> {
      const dead = await deadJobs(db);
      const alerts = await givenUpAlerts(db, dead);
      const mailLeads = await givenUpMailLeads(db, dead);
      return dead.map((job) => {
        const alert = alerts.get(job.id);
        const leadId = alert?.leadId ?? mailLeads.get(job.id);
        return {
          id: job.id,
          what: alert?.what ?? jobs.label(job.kind),
          ...(leadId !== undefined && { leadId }),
          cause: job.lastError ?? 'no cause was kept',
          attempts: job.attempts,
          createdAt: job.createdAt,
          failedAt: job.finishedAt ?? job.createdAt,
        };
      });
    },
    /** Gives one its tries again, due now; a 404 refusal when it is not a dead letter. */
    async retry(id: number, actor: AuditActor) {
      const subject = await logged(
        async (trx) => {
          const job = await retryDeadJob(trx, id, now());
          if (!job) return;
          if (isAlertJob(job)) await requeueGivenUpAlert(trx, job);
          return name(await words(trx, job), id);
        },
        actor,
        'job.retried',
      );
      jobs.kick();
      return subject;
    },
    /** Deletes one; a 404 refusal when it is not a dead letter. */
    dismiss: (id: number, actor: AuditActor) =>
      logged(
        async (trx) => {
          const job = await dismissDeadJob(trx, id);
          if (!job) return;
          const what = await words(trx, job);
          if (isAlertJob(job)) await dropGivenUpAlert(trx, job);
          return name(what, id);
        },
        actor,
        'job.dismissed',
      ),
  };
}

export type DeadLetters = ReturnType<typeof createDeadLetters>;
