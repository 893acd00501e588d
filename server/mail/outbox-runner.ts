import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { singleRun } from '../ops/single-run.ts';
import { runOutbox } from './outbox.ts';

/** This server's sending of the outbox: one run at a time, and the run in progress. */
export interface OutboxRunner {
  /** Sends what is due; resolves when this server's run (and any it asked for) is done. */
  flushOutbox: () => Promise<void>;
  /** The run in progress, if any (shutdown waits for it). */
  flushing: () => Promise<void>;
}

/** Where mail goes now, read again before each run (server/mail/mail-state.ts). */
export interface OutboxMail {
  refresh: () => Promise<void>;
  current: () => { transport?: Transporter; from: string };
}

/**
 * One outbox run at a time per server (server/ops/single-run.ts): a request during a run asks
 * for one more, and a full batch is followed at once by the next. Each run first reads the mail
 * settings again (an owner may have changed the server, on this server or another); without a
 * transport (mail off) nothing is sent.
 */
export function createOutboxRunner(
  db: Kysely<Database>,
  mail: OutboxMail,
  log: FailureLog | undefined,
): OutboxRunner {
  // One run: stores each failure in the log, and says whether more mail is due now.
  const runOnce = async () => {
    try {
      await mail.refresh();
      const { transport, from } = mail.current();
      if (!transport) return false;
      const run = await runOutbox(db, transport, from);
      for (const error of run.errors) log?.failure('mail', error, '(the outbox retries it)');
      if (run.sent > 0 && run.errors.length === 0) log?.recovered('mail', 'sending again');
      return run.more;
    } catch (error) {
      // The database failed (logged as such); the next timer run tries again.
      log?.failure('outbox', error, '(the outbox run stopped; the next one retries)');
      return false;
    }
  };
  const outbox = singleRun(runOnce);
  return { flushOutbox: () => outbox.run(), flushing: outbox.running };
}
