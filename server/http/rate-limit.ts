/** A fixed-window counter per key, kept in this process's memory. */
export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number;
}

/** Allows `limit` hits per key in each window of `windowMs`. */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    hit(key) {
      const now = Date.now();
      // Forget finished windows now and then so the map cannot grow without bound.
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
  };
}
