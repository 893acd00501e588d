import { FIRST_SWEEP_AFTER_MS, SWEEP_EVERY_MS, startDaily } from '../ops/daily-timer.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import type { SweepResult } from './retention.ts';

/**
 * Applies the retention setting a minute after the start and then daily, on every server
 * (a second run deletes nothing more), like the spam sweeper; a failure is logged with its cause
 * and the next day tries again. The log line counts what went, never whose it was.
 */
export function startRetentionSweeper(
  sweep: () => Promise<SweepResult>,
  log: FailureLog,
  say: (line: string) => void = console.log,
  { everyMs = SWEEP_EVERY_MS, firstAfterMs = FIRST_SWEEP_AFTER_MS } = {},
): () => void {
  const run = () =>
    sweep()
      .then(({ leads, comments, subscribers }) => {
        if (leads + comments + subscribers > 0) {
          say(
            `retention: deleted ${leads} leads, ${comments} comments and ${subscribers} newsletter addresses kept past their time`,
          );
        }
      })
      .catch((error) =>
        log.failure('retention', error, '(deleting old personal data; the next run retries)'),
      );
  return startDaily(run, { everyMs, firstAfterMs });
}
