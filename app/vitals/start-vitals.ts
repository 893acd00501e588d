// Every page's first load carries this file, so it stays a few lines with no static imports;
// the reporter and web-vitals load later, in a file of their own.

/** How long after start-up the reporter waits for a first tap or key before loading anyway. */
const SETTLE_MS = 5000;

/**
 * Loads the web-vitals reporter once the page has settled: at the first tap or key press, or
 * SETTLE_MS after start-up (which itself follows `load`, decision 008), when the browser is
 * idle. Its observers read buffered entries, so nothing from before is lost, and its file never
 * competes with the page's own loading. Only on a page from the site's server, which names
 * `vitals` in its Server-Timing header; a static host sends none, so a static-only copy stays
 * silent (decision 017).
 */
export function startVitals() {
  const path = location.pathname;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!page?.serverTiming?.some((timing) => timing.name === 'vitals')) return;
  const load = () =>
    import('./reporter').then(
      (reporter) => reporter.startReporter(path),
      () => {},
    );
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(load, { timeout: 2000 })
      : setTimeout(load);
  setTimeout(idle, SETTLE_MS);
  addEventListener('pointerdown', idle, { once: true });
  addEventListener('keydown', idle, { once: true });
}
