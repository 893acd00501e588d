// Every page's first load carries this file, so it stays a few lines with no static imports;
// the reporter and web-vitals load later, in a file of their own.

/**
 * Loads the web-vitals reporter after `load`, when the browser is idle. Only on a page from the
 * site's server, which names `vitals` in its Server-Timing header (not on the inbox's pages);
 * a static host sends no such header, so a static-only copy stays silent (decision 017).
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
      ? requestIdleCallback(load, { timeout: 5000 })
      : setTimeout(load, 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
