import { FIRST_SWEEP_AFTER_MS, SWEEP_EVERY_MS, startDaily } from '../ops/daily-timer.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import type { Stats } from './service.ts';

/**
 * Rolls up the visitor statistics' complete days just after the start and then daily, and after each
 * rollup applies their retention (raw views 30 days, salts two days), on every server: a second
 * run gives the same rows and deletes nothing more. A failure is logged with its cause and the
 * next run tries again; the log counts days and rows, never whose they were.
 */
export function startStatsSweeper(
  stats: Pick<Stats, 'rollup' | 'sweep'>,
  log: FailureLog,
  say: (line: string) => void = console.log,
  { everyMs = SWEEP_EVERY_MS, firstAfterMs = FIRST_SWEEP_AFTER_MS } = {},
): () => void {
  const run = async () => {
    try {
      const days = await stats.rollup();
      if (days.length > 0)
        say(`stats: rolled up ${days.length} ${days.length === 1 ? 'day' : 'days'} of page views`);
    } catch (error) {
      log.failure('stats', error, '(rolling up page views; the next run retries)');
      return;
    }
    try {
      const { views, salts } = await stats.sweep();
      if (views + salts > 0)
        say(`stats: deleted ${views} page views and ${salts} day salts past their time`);
    } catch (error) {
      log.failure('stats', error, '(deleting old page views and salts; the next run retries)');
    }
  };
  // A minute after the start (days missed while the server was down), then daily.
  return startDaily(run, { everyMs, firstAfterMs });
}
