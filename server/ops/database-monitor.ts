import { type DatabaseWatch, isOutage } from '../db/outage.ts';
import type { FailureLog } from './failure-log.ts';

/** Log kinds: the database unreachable or unwell, or one statement failing. */
export const DATABASE = 'database';
const QUERY = 'database query';
/** The database counts as back once a query worked and no outage error followed for this long. */
const SETTLE_MS = 2000;

/**
 * Turns what the database layer reports into log lines and a state: down from the first
 * outage error until queries work again with no outage error for a moment (then one
 * "reachable again" line, so queries that were in flight at a restart do not flap it).
 */
export function createDatabaseMonitor(log: FailureLog): DatabaseWatch & { isDown(): boolean } {
  let lastOutageAt = 0;
  let settling: NodeJS.Timeout | undefined;
  return {
    ok() {
      if (!log.isFailing(DATABASE) || settling) return;
      const okAt = Date.now();
      settling = setTimeout(() => {
        settling = undefined;
        if (lastOutageAt < okAt) log.recovered(DATABASE, 'reachable again');
      }, SETTLE_MS);
      settling.unref();
    },
    fail(error) {
      const outage = isOutage(error);
      if (outage) lastOutageAt = Date.now();
      log.failure(outage ? DATABASE : QUERY, error);
    },
    isDown: () => log.isFailing(DATABASE),
  };
}
