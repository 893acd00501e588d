import type { FailureLog } from '../ops/failure-log.ts';
import type { StatsIngest } from './record.ts';

/**
 * The ingest as the app uses it: a lead never waits on its visit, so when the visitor key cannot
 * be read the failure is logged here, once (its cause, never the address or key), and the lead is
 * stored with no visit, as one from a browser that asked not to be tracked. A page view's failure
 * is thrown on to the route that answers it (server/http/page-views.ts logs it with its 503).
 */
export const loggedIngest = (ingest: StatsIngest, log: FailureLog | undefined): StatsIngest => ({
  record: ingest.record,
  enquirySent: ingest.enquirySent,
  async visitOf(...args) {
    try {
      return await ingest.visitOf(...args);
    } catch (error) {
      log?.failure('stats', error, '(a lead was stored without its visit)');
      return { visitor_key: null, visit_day: null };
    }
  },
  async originOf(visit) {
    try {
      return await ingest.originOf(visit);
    } catch (error) {
      log?.failure('stats', error, '(a lead was stored with what its form knew of its visit)');
      return undefined;
    }
  },
});
