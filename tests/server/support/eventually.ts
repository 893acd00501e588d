/**
 * Polls `check` until it returns a value other than undefined (a throw counts as not yet) and
 * resolves with it; rejects once `timeoutMs` has passed. Deadlines are generous: the tests run
 * on a shared 2-core machine, and a deadline here only bounds a wait, never measures speed.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
