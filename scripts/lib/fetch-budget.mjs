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

// Pages with islands (decision 047) have the budgets: script before interaction,
// inline scripts included (each counted), in at most a few files.

/** Most script files a page with islands may fetch before any interaction. */
export const ISLANDS_FILES_BUDGET = 4;
/** Most gzip script bytes before interaction on a content page with islands, inline included. */
export const ISLANDS_BYTES_BUDGET = 10 * 1024;
/** The same for the home pages, the gallery and the quote form. */
export const ISLANDS_LARGE_BYTES_BUDGET = 20 * 1024;

/** Pages allowed the larger islands budget: the home layouts, the gallery and the quote form. */
const LARGE_PAGES = /^\/(?:|home-[a-z]+|gallery|request-quote)$/;

/**
 * The gzip script bytes a page with islands may need before interaction, inline scripts included.
 * @param {string} route
 */
export const islandsBytesBudget = (route) =>
  LARGE_PAGES.test(route) ? ISLANDS_LARGE_BYTES_BUDGET : ISLANDS_BYTES_BUDGET;
