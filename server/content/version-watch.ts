/**
 * Keeps this server's caches honest about changes it was not told of: another server on the
 * same PostgreSQL, or `npm run content:import` run beside a live server. Every write increments
 * `content_state.version` in its transaction; this server looks at the counter every few
 * seconds and, when it moved past every change it heard of, tells its listeners that something
 * changed elsewhere (they drop everything they keep). One indexed row read per interval.
 */
import type { FailureLog } from '../ops/failure-log.ts';
import type { ContentStore } from './store.ts';

/** How often the counter is read: a change made elsewhere shows within this (plus a render). */
export const VERSION_WATCH_MS = 2000;

export function watchStoreVersion(
  store: ContentStore,
  log: Pick<FailureLog, 'failure'>,
  everyMs = VERSION_WATCH_MS,
): () => void {
  let seen: number | undefined;
  let failing = false;
  const stopListening = store.onChange((change) => {
    seen = Math.max(seen ?? 0, change.storeVersion);
  });
  const look = async () => {
    try {
      const now = await store.version();
      failing = false;
      if (seen !== undefined && now > seen) store.changedElsewhere(now);
      seen = Math.max(seen ?? 0, now);
    } catch (error) {
      // One line per outage, not one per look; the database monitor reports the outage itself.
      if (!failing) log.failure('content', error, '(watching for changes made elsewhere)');
      failing = true;
    }
  };
  void look();
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
