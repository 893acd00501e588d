/** A job that runs one at a time on this server (see {@link singleRun}). */
export interface SingleRun {
  /** Starts a run, or asks the one in progress for one more; resolves when they are done. */
  run: () => Promise<void>;
  /** The run in progress, if any (shutdown waits for it). */
  running: () => Promise<void>;
}

/**
 * One run of `runOnce` at a time: a request during a run asks for one more after it, and a run
 * that says more is due (a full batch) is followed at once by the next. `runOnce` handles its
 * own failures (the outbox and the alert queue log them and say no more is due).
 */
export function singleRun(runOnce: () => Promise<boolean>): SingleRun {
  let current: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let more = false;
      do {
        again = false;
        more = await runOnce();
      } while (again || more);
    })().finally(() => {
      current = undefined;
    });
    return current;
  };
  return { run, running: () => current ?? Promise.resolve() };
}
