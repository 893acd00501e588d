/** Daily work (deleting old spam, applying retention) runs once a day on every server. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/** The first run, a little after the start (not in the start's own rush). */
export const FIRST_SWEEP_AFTER_MS = 60_000;

/**
 * Runs `run` `firstAfterMs` after the start, then every `everyMs`, without keeping the process
 * alive; `run` handles its own failures. Returns the function that stops it.
 */
export function startDaily(
  run: () => unknown,
  { everyMs = SWEEP_EVERY_MS, firstAfterMs = FIRST_SWEEP_AFTER_MS } = {},
): () => void {
  const first = setTimeout(run, firstAfterMs);
  const daily = setInterval(run, everyMs);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
