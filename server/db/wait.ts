import { sql } from 'kysely';
import { describeError, errorCode } from '../ops/error-code.ts';
import { StartError } from '../ops/start-error.ts';
import type { Db } from './connect.ts';

/** Causes that waiting does not cure: the wrong database name, user or password. */
const PERMANENT = ['3D000', '28P01', '28000'];

export interface WaitOptions {
  /** The database's address as it may be printed (no password). */
  where: string;
  /** Give up after this long. */
  deadlineMs: number;
  /** Prints a progress line. */
  say: (line: string) => void;
  /** Pause between attempts. */
  retryMs?: number;
}

/**
 * Waits at start until the database answers, saying so once, and gives up after the deadline
 * (or at once for a wrong name, user or password) with the cause as one sentence.
 */
export async function waitForDatabase(database: Db, options: WaitOptions): Promise<void> {
  const { where, deadlineMs, say, retryMs = 1000 } = options;
  const started = Date.now();
  let said = '';
  for (;;) {
    try {
      await sql`select 1`.execute(database.db);
      if (said) say(`The database answered after ${Math.round((Date.now() - started) / 1000)} s.`);
      return;
    } catch (error) {
      const cause = describeError(error);
      if (PERMANENT.includes(errorCode(error))) {
        throw new StartError(`The database at ${where} refused the server: ${cause}.`);
      }
      if (cause !== said) {
        say(
          `Waiting for the database at ${where} (${cause}); giving up after ${Math.round(deadlineMs / 1000)} s.`,
        );
        said = cause;
      }
      if (Date.now() - started + retryMs >= deadlineMs) {
        throw new StartError(
          `The database at ${where} did not answer within ${Math.round(deadlineMs / 1000)} s: ${cause}.`,
        );
      }
      await new Promise((done) => setTimeout(done, retryMs));
    }
  }
}
