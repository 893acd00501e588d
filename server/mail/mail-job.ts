/**
 * Sending one outbox mail as a job (decision 062): the `mail.send` handler of the jobs runner,
 * five at once, a hundred a run. The row holds the mail; the job's lease is the one claim on it.
 * A mail already sent is done (a lost finish never sends again); the lease is checked just
 * before sending; a mail server that is gone is a wait, not a try; its gate probes the server.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { JobFailure, type JobHandler, JobWait } from '../jobs/runner.ts';
import { hasParkedJobs, wakeJobs } from '../jobs/waits.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { keepMailFailure, sendOutboxRow } from './outbox.ts';
import { MAIL_KIND, MAIL_TRIES, reasonOf, SERVER_LEVEL_REASONS } from './outbox-rules.ts';

/** Mails sent at once, one per pooled SMTP connection. */
export const MAIL_SENDERS = 5;
/** Mails taken per run; a full batch is followed at once by the next. */
export const MAIL_BATCH = 100;
/** A sender holds a mail this long (renewed just before sending); a crashed sender's go again. */
const MAIL_LEASE_MS = 2 * 60 * 1000;
/** A job that mails a customer, tried while mail is off: it fails in words, to retry later. */
export const MAIL_OFF_RETRY = 'mail is off: set the mail server under Office, Mail, then retry';
/** Why a mail waits while mail is off (no server set). */
export const MAIL_OFF = 'mail is off';
/** Why a mail refused again right after the server answered its probe is tried later: a try. */
export const refusedAgain = (reason: string) => `${reason} again after the mail server answered`;
/** Why a mail waits whose turn came after its lease ran out (a slow batch): not sent, no try. */
export const LEASE_RAN_OUT = 'its turn came after its lease ran out';
/**
 * How long a run waits for the mail server's answer to the probe before it goes on without mail
 * (the other kinds' jobs are not held up by a server that never answers); the probe itself goes
 * on, one at a time, and the next run reads its answer.
 */
export const PROBE_WAIT_MS = 3000;

/** Where mail goes now, read again before each run (server/mail/mail-state.ts). */
export interface OutboxMail {
  refresh: () => Promise<void>;
  current: () => { transport?: Transporter; from: string };
}

export interface MailJobOptions {
  db: Kysely<Database>;
  /** Where a failure of the handler's own bookkeeping is logged. */
  log?: Pick<FailureLog, 'failure'>;
  /** Where mail goes now, read again before each run. */
  mail: OutboxMail;
  /** The time parked mails are woken at (the runner's clock). */
  clock?: () => Date;
}

/**
 * `transport.verify()`, at most one at a time: resolves with its answer, or false when it has not
 * answered within PROBE_WAIT_MS. It goes on; the next call reads its answer once it has one (a
 * server slower to greet than the wait is still heard), and a call after that starts a new one.
 */
function prober() {
  let probe: { transport: Transporter; answer: Promise<boolean>; read: boolean } | undefined;
  return async (transport: Transporter) => {
    if (probe?.transport !== transport || probe.read) {
      const answer = transport.verify().then(
        () => true,
        () => false,
      );
      probe = { transport, answer, read: false };
    }
    const current = probe;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((done) => {
      timer = setTimeout(() => done(undefined), PROBE_WAIT_MS);
    });
    try {
      const heard = await Promise.race([current.answer.then((ok) => ({ ok })), late]);
      if (!heard) return false;
      current.read = true;
      return heard.ok;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The handler of `mail.send` jobs (payload: `{ outboxId }`). */
export function mailJob({ db, mail, log, clock = () => new Date() }: MailJobOptions): JobHandler {
  const answers = prober();
  return {
    label: 'Mail from the site',
    maxAttempts: MAIL_TRIES,
    leaseMs: MAIL_LEASE_MS,
    concurrency: MAIL_SENDERS,
    batch: MAIL_BATCH,
    log: { kind: 'mail', recovered: 'sending again' },
    // Mail off: nothing taken. Mails waiting for the server: it is asked (verify) first; when it
    // answers they are due now, else nothing is tried and no try is spent.
    async ready() {
      await mail.refresh();
      const { transport } = mail.current();
      if (!transport) return false;
      const now = clock();
      if (!(await hasParkedJobs(db, MAIL_KIND, SERVER_LEVEL_REASONS, now))) return true;
      if (!(await answers(transport))) return false;
      await wakeJobs(db, MAIL_KIND, SERVER_LEVEL_REASONS, now);
      return true;
    },
    async run(job, lease) {
      const { transport, from } = mail.current();
      if (!transport) throw new JobWait(MAIL_OFF);
      const sent = await sendOutboxRow(db, Number(job.payload.outboxId), {
        transport,
        from,
        beforeSending: lease.renew,
      });
      // Its lease ran out while it waited for its turn: not sent, and it must not end done.
      if (sent.outcome === 'lost') throw new JobWait(LEASE_RAN_OUT);
      if (sent.outcome !== 'failed') return;
      const reason = reasonOf(sent.error);
      // Kept on the row too: the inbox and the lead's reply show it while the mail waits. When
      // the database fails to keep it, that is logged and the job still keeps the cause itself.
      await keepMailFailure(db, Number(job.payload.outboxId), reason).catch((error: unknown) =>
        log?.failure('outbox', error, '(the cause of a failed send is kept on its job only)'),
      );
      // A mail that waited for the server, woken because the server answered its gate's probe,
      // and refused the same way again (a 421 to this one mail closes the connection): the
      // server takes connections but not this mail, so it is a try, under a cause the gate
      // does not wake early; else every run would send it again, for ever, with no try spent.
      if (
        SERVER_LEVEL_REASONS.includes(reason) &&
        SERVER_LEVEL_REASONS.includes(job.lastError ?? '')
      ) {
        throw new JobFailure(refusedAgain(reason), { cause: sent.error });
      }
      if (SERVER_LEVEL_REASONS.includes(reason)) throw new JobWait(reason, { cause: sent.error });
      throw new JobFailure(reason, { cause: sent.error });
    },
  };
}
