/**
 * CDN_PURGE_URL: after a change visitors can see, this server (the one that made it, not every
 * server that hears of it) POSTs `{"tags": [...]}` there, the same tags its render cache drops
 * and its pages name in `Surrogate-Key` and `Cache-Tag` (docs/deploy.md, "Caching"). Changes
 * within a short window go in one call; a call has a timeout and a few retries with a growing
 * wait; a purge that still fails is one log line with its cause. It never delays the change.
 */
import type { FailureLog } from '../ops/failure-log.ts';

/** The kind of the log lines this writes. */
export const PURGE_LOG = 'cdn purge';

export interface CdnPurgeSettings {
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export interface PurgeTiming {
  /** Changes this close together are purged in one call. */
  batchMs: number;
  /** Longest wait for the CDN's answer to one call. */
  timeoutMs: number;
  /** Calls per purge at most. */
  attempts: number;
  /** Wait before the second call; doubled before each further one. */
  retryMs: number;
}

export const DEFAULT_PURGE_TIMING: PurgeTiming = {
  batchMs: 200,
  timeoutMs: 5000,
  attempts: 3,
  retryMs: 1000,
};

/** Tags per call at most (Cloudflare's purge-by-tag limit); more go in further calls. */
export const MAX_TAGS_PER_CALL = 30;

/** An answer worth asking again: the CDN was busy or broken for a moment. */
const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

const withCode = (code: string) => Object.assign(new Error(code), { code });

/** What went wrong with one call, as an error carrying a code the log can name. */
function callError(error: unknown): unknown {
  if ((error as { name?: unknown })?.name === 'TimeoutError') return withCode('TIMEOUT');
  // fetch wraps the network error (ECONNREFUSED, ENOTFOUND …) as its cause.
  return (error as { cause?: unknown })?.cause ?? error;
}

export function createCdnPurger(
  settings: CdnPurgeSettings,
  log: FailureLog,
  timing: Partial<PurgeTiming> = {},
) {
  const { batchMs, timeoutMs, attempts, retryMs } = { ...DEFAULT_PURGE_TIMING, ...timing };
  const pending = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let batchTimer: NodeJS.Timeout | undefined;

  const call = async (
    tags: string[],
  ): Promise<{ ok: boolean; error?: unknown; retry: boolean }> => {
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ tags }),
        // A redirect would be a wrong URL; following it could carry the token elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true, retry: false };
      return {
        ok: false,
        error: withCode(`HTTP ${response.status}`),
        retry: isRetryable(response.status),
      };
    } catch (error) {
      return { ok: false, error: callError(error), retry: true };
    }
  };

  const send = async (tags: string[]) => {
    let failure: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const result = await call(tags);
      if (result.ok) {
        log.recovered(PURGE_LOG, 'purging again');
        return;
      }
      failure = result.error;
      if (!result.retry || attempt === attempts) break;
      await new Promise((done) => setTimeout(done, retryMs * 2 ** (attempt - 1)));
    }
    log.failure(
      PURGE_LOG,
      failure,
      `(gave up purging ${tags.length} tags after ${attempts} tries; the CDN serves those pages until their s-maxage runs out)`,
    );
  };

  const flush = () => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    if (pending.size === 0) return;
    const tags = [...pending];
    pending.clear();
    for (let start = 0; start < tags.length; start += MAX_TAGS_PER_CALL) {
      const sending = send(tags.slice(start, start + MAX_TAGS_PER_CALL)).finally(() =>
        inFlight.delete(sending),
      );
      inFlight.add(sending);
    }
  };

  return {
    /** Purges `tags` soon (with whatever else changes within the batch window). */
    purge(tags: readonly string[]) {
      for (const tag of tags) pending.add(tag);
      if (batchTimer || pending.size === 0) return;
      batchTimer = setTimeout(flush, batchMs);
      batchTimer.unref();
    },
    /** Sends what is waiting and resolves once every call has ended (at shutdown). */
    async settle() {
      flush();
      await Promise.all(inFlight);
    },
  };
}

export type CdnPurger = ReturnType<typeof createCdnPurger>;
