// Every page's first load carries this file, so it stays a few lines with no static imports;
// the reporter and web-vitals load later, in a file of their own, and start when idle.

/** How long after start-up the reporter waits for a first tap before loading anyway. */
const SETTLE_MS = 5000;

/**
 * Loads the web-vitals reporter once the page has settled: at the first tap, or SETTLE_MS after
 * start-up (which itself follows `load`, decision 008). Its observers read buffered entries, so
 * nothing from before is lost, and its file never competes with the page's own loading. Only on
 * a page from the site's server, which names `vitals` in its Server-Timing header; a static host
 * sends none, so a static-only copy stays silent (decision 017).
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
  setTimeout(load, SETTLE_MS);
  addEventListener('pointerdown', load, { once: true });
}
