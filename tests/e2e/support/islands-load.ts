import { expect, type Page } from '@playwright/test';

/**
 * A page with islands (decision 047) as loaded: no router context in the page, and every script
 * of the site's own it fetched (`scripts`, by path) an island file, none of React, React DOM or
 * the router. (Checked on pages.spec.ts's loads of every pre-rendered URL, at both widths.)
 */
export async function expectIslandsOnly(page: Page, route: string, scripts: string[]) {
  const hasRouter = await page.evaluate(() => '__reactRouterContext' in window);
  expect.soft(hasRouter, `${route}: a router context`).toBe(false);
  const others = scripts.filter((path) => !path.startsWith('/assets/islands/'));
  expect.soft(others, `${route}: scripts that are not island files`).toEqual([]);
}

interface ShiftWatch {
  shifts: { at: number; value: number }[];
  /** When the window closed: the page loaded and ready, its fonts in, two frames after. */
  end?: number;
}

/**
 * Watches every load of `page` from its start for layout shifts without a recent input, each
 * kept with its time, and closes the window as islands-navigation.spec.ts's old check did: once
 * the page has loaded (the `load` event its `page.goto` waited for) and is ready
 * (`data-islands-ready` or `data-hydrated`), its fonts are in and two frames have passed.
 */
export function watchLayoutShift(page: Page) {
  return page.addInitScript(() => {
    const watch: ShiftWatch = { shifts: [] };
    Object.assign(window, { layoutShiftWatch: watch });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) watch.shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const isReady = () => {
      const root = document.documentElement;
      return Boolean(
        root?.hasAttribute('data-islands-ready') || root?.hasAttribute('data-hydrated'),
      );
    };
    const ready = new Promise<void>((resolve) => {
      if (isReady()) return resolve();
      const observer = new MutationObserver(() => {
        if (!isReady()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    // The page loaded (as `page.goto` waits for), its islands ready, its fonts in, then two
    // frames for the last reports to arrive: conditions, not a time.
    const loaded = new Promise((done) => {
      if (document.readyState === 'complete') done(undefined);
      else addEventListener('load', done, { once: true });
    });
    void ready
      .then(() => loaded)
      .then(() => document.fonts.ready)
      .then(frame)
      .then(frame)
      .then(() => {
        watch.end = performance.now();
      });
  });
}

/**
 * The layout shift of the page just loaded (watched by {@link watchLayoutShift}) from the end of
 * parsing to the window's close. Only shifts from the end of parsing on are the page's own
 * (fonts, islands, pictures, scripts): before it, a CPU as starved as a busy test machine's can
 * paint a half-parsed header, which the browser then completes (incremental rendering).
 * Lighthouse's CLS in `npm run bench:islands` counts everything.
 */
export async function layoutShiftSinceParsed(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as { layoutShiftWatch?: ShiftWatch }).layoutShiftWatch?.end !== undefined,
  );
  return page.evaluate(() => {
    const watch = (window as { layoutShiftWatch?: ShiftWatch }).layoutShiftWatch;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    const end = watch?.end ?? 0;
    return (watch?.shifts ?? [])
      .filter(({ at }) => at >= parsed && at <= end)
      .reduce((sum, { value }) => sum + value, 0);
  });
}
