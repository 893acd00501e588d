// @ts-check
// The second half of the JS budget: what a page fetches before the visitor interacts. Measured
// in Chromium by `npm run budget` (scripts/lib/fetched-scripts.mjs) and, in `npm test`, by the
// end-to-end suite's visit of every route (tests/e2e/pages.spec.ts).

/** Most script files a page may fetch before any interaction. */
export const FETCH_FILES_BUDGET = 15;
/** Most gzip script bytes a page may fetch before any interaction. */
export const FETCH_BYTES_BUDGET = 140 * 1024;

/** Widths the figures are taken at; a route's figure is the larger of the two. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
