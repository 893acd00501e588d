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

/**
 * The layout shift of the page just loaded, from the end of parsing until now (fonts in, two
 * frames for the last reports), shifts after an input left out. Only those from the end of
 * parsing on are the page's own (fonts, islands, pictures, scripts): before it, a CPU as starved
 * as a busy test machine's can paint a half-parsed header, which the browser then completes
 * (incremental rendering). Lighthouse's CLS in `npm run bench:islands` counts everything. The
 * browser keeps the page's layout-shift entries, so a buffered observer reads them afterwards.
 */
export function layoutShiftSinceParsed(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const shifts: Shift[] = [];
    const observer = new PerformanceObserver((list) => {
      shifts.push(...(list.getEntries() as Shift[]));
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    await frame();
    shifts.push(...(observer.takeRecords() as Shift[]));
    observer.disconnect();
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    return shifts
      .filter((shift) => !shift.hadRecentInput && shift.startTime >= parsed)
      .reduce((sum, shift) => sum + shift.value, 0);
  });
}
