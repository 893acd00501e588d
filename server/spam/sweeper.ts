import { FIRST_SWEEP_AFTER_MS, SWEEP_EVERY_MS, startDaily } from '../ops/daily-timer.ts';
import type { FailureLog } from '../ops/failure-log.ts';

/**
 * Old spam is looked for once a day, on every server (deleting twice deletes nothing more).
 * Runs `sweep` a minute after the start and then daily, like the content scheduler; a failure
 * is logged with its cause and the next day tries again. Returns the function that stops it.
 */
export function startSpamSweeper(
  sweep: () => Promise<{ submissions: number; subscribers: number }>,
  log: FailureLog,
  say: (line: string) => void = console.log,
  { everyMs = SWEEP_EVERY_MS, firstAfterMs = FIRST_SWEEP_AFTER_MS } = {},
): () => void {
  const run = () =>
    sweep()
      .then(({ submissions, subscribers }) => {
        const deleted = submissions + subscribers;
        if (deleted > 0) say(`spam: deleted ${deleted} entries kept longer than 30 days`);
      })
      .catch((error) => log.failure('spam', error, '(deleting old spam; the next run retries)'));
  return startDaily(run, { everyMs, firstAfterMs });
}
