import { describeError, errorCode } from './error-code.ts';

/** One line per failure kind and code at most this often; the rest are counted. */
export const LOG_WINDOW_MS = 60_000;

/** Where log lines go (stderr by default; tests pass their own). */
export type LogWriter = (line: string) => void;

const toStderr: LogWriter = (line) => process.stderr.write(`${line}\n`);

export interface FailureLogOptions {
  /** LOG_LEVEL=debug: a printed failure line is followed by its error's stack, indented. */
  isDebug?: boolean;
}

/**
 * The server's operations log: one line per kind of failure (database, mail, …) and error
 * code, then at most one a minute for the same, with how many were not printed; a line when
 * a kind works again. Lines hold our words and the error code, never a driver's message; a
 * stack only at debug level (it may quote one: for the operator's own investigation).
 */
export function createFailureLog(
  write: LogWriter = toStderr,
  { isDebug = false }: FailureLogOptions = {},
) {
  const seen = new Map<string, { lastLine: number; quiet: number }>();
  const failingSince = new Map<string, number>();
  const stamp = () => new Date().toISOString();

  return {
    /** Records a failure of `kind` ("database unavailable", "mail not sent"); may print a line. */
    failure(kind: string, error: unknown, context = '') {
      const now = Date.now();
      const isNew = !failingSince.has(kind);
      if (isNew) failingSince.set(kind, now);
      const key = `${kind}:${errorCode(error)}`;
      const entry = seen.get(key);
      // The first failure after a recovery always shows; then one line a window per code.
      if (entry && !isNew && now - entry.lastLine < LOG_WINDOW_MS) {
        entry.quiet++;
        return;
      }
      const more = entry?.quiet ? ` (${entry.quiet} more since the last line)` : '';
      seen.set(key, { lastLine: now, quiet: 0 });
      write(`${stamp()} ${kind}: ${describeError(error)}${context ? ` ${context}` : ''}${more}`);
      const stack = error instanceof Error ? error.stack : undefined;
      if (isDebug && stack) write(stack.replace(/^/gm, '    '));
    },
    /** Records that `kind` works again; prints one line if it had failed. */
    recovered(kind: string, what = 'working again') {
      const since = failingSince.get(kind);
      if (since === undefined) return;
      failingSince.delete(kind);
      let quiet = 0;
      for (const [key, entry] of seen) {
        if (!key.startsWith(`${kind}:`)) continue;
        quiet += entry.quiet;
        entry.quiet = 0;
      }
      const seconds = Math.round((Date.now() - since) / 1000);
      const more = quiet ? `; ${quiet} failures were not logged` : '';
      write(`${stamp()} ${kind}: ${what} after ${seconds} s${more}`);
    },
    /** True while `kind` has failed and not yet worked again. */
    isFailing: (kind: string) => failingSince.has(kind),
    /** When `kind` started failing, or undefined. */
    failingSince: (kind: string) => failingSince.get(kind),
  };
}

export type FailureLog = ReturnType<typeof createFailureLog>;
