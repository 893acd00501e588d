/**
 * What failed, as the office sees it (/admin/office/jobs, owners): the jobs that gave up after
 * their tries, and the alerts given up (server/alerts/given-up.ts), each with what it was in
 * words, when, after how many tries, and why. Retry gives one its tries again, Dismiss deletes
 * it; both are in the audit log, in the same transaction, by its label and number.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import { dismissGivenUpAlert, givenUpAlerts, retryGivenUpAlert } from '../alerts/given-up.ts';
import type { AlertChannel } from '../alerts/tables.ts';
import type { Database } from '../db/schema.ts';
import type { Jobs } from './runner.ts';
import { deadJobs, dismissDeadJob, retryDeadJob } from './store.ts';

/** Which queue a dead letter is in: the jobs table, or the alerts' deliveries. */
export type DeadLetterSource = 'job' | 'alert';

/** One dead letter for the screen: no payload (it may name a lead by id, nothing more). */
export interface DeadLetter {
  source: DeadLetterSource;
  id: number;
  /** What it was, in words ("Review request to a customer", "Webhook alert of a new lead"). */
  what: string;
  /** The lead it was about, when known (alerts). */
  leadId?: number;
  /** Why its last try failed, in words. */
  cause: string;
  attempts: number;
  createdAt: string;
  /** When it was given up. */
  failedAt: string;
}

const ALERT_WORDS: Record<AlertChannel, string> = {
  webhook: 'Webhook alert of a new lead',
  push: 'Push alert of a new lead to a phone',
};

const gone = () => refusal(404, 'That failed job is not in the list any more.');

export function createDeadLetters(
  db: Kysely<Database>,
  jobs: Jobs,
  { kickAlerts, now = () => new Date() }: { kickAlerts: () => void; now?: () => Date },
) {
  /** The words and number the list and the audit log name one by. */
  const name = (what: string, id: number) => `${what} #${id}`;
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
      const [dead, alerts] = await Promise.all([deadJobs(db), givenUpAlerts(db)]);
      const letters: DeadLetter[] = [
        ...dead.map((job) => ({
          source: 'job' as const,
          id: job.id,
          what: jobs.label(job.kind),
          cause: job.lastError ?? 'no cause was kept',
          attempts: job.attempts,
          createdAt: job.createdAt,
          failedAt: job.finishedAt ?? job.createdAt,
        })),
        ...alerts.map((alert) => ({
          source: 'alert' as const,
          id: alert.id,
          what: ALERT_WORDS[alert.channel],
          leadId: alert.leadId,
          cause: alert.cause,
          attempts: alert.attempts,
          createdAt: alert.createdAt,
          failedAt: alert.failedAt,
        })),
      ];
      return letters.sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    },
    /** Gives one its tries again, due now; a 404 refusal when it is not a dead letter. */
    async retry(source: DeadLetterSource, id: number, actor: AuditActor) {
      const subject = await logged(
        async (trx) => {
          if (source === 'alert') {
            const alert = await retryGivenUpAlert(trx, id, now());
            return alert && name(ALERT_WORDS[alert.channel], id);
          }
          const job = await retryDeadJob(trx, id, now());
          return job && name(jobs.label(job.kind), id);
        },
        actor,
        'job.retried',
      );
      if (source === 'alert') kickAlerts();
      else jobs.kick();
      return subject;
    },
    /** Deletes one; a 404 refusal when it is not a dead letter. */
    dismiss: (source: DeadLetterSource, id: number, actor: AuditActor) =>
      logged(
        async (trx) => {
          if (source === 'alert') {
            const alert = await dismissGivenUpAlert(trx, id);
            return alert && name(ALERT_WORDS[alert.channel], id);
          }
          const job = await dismissDeadJob(trx, id);
          return job && name(jobs.label(job.kind), id);
        },
        actor,
        'job.dismissed',
      ),
  };
}

export type DeadLetters = ReturnType<typeof createDeadLetters>;
