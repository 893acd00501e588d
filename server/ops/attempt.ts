/**
 * What a service that answers a visitor did: its value, or the failure the caller logs once (with
 * the answer it gives, server/ops/failure-log.ts) instead of a throw each layer logs or drops.
 */
export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Runs `work` and hands back its value or its failure; nothing is logged here. */
export async function attempt<T>(work: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}
