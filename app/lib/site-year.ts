/**
 * The year the copyright line shows (and home-one's "years of building" counts to): the current
 * year, decided where the HTML is rendered and handed to the browser with the page's data.
 *
 * Why this way (hydration): the root loader reads the clock (`renderYear`) and the footer shows
 * the loader's value, which travels with the page. The browser hydrates with the number the HTML
 * already shows and never reads its own clock, so the two cannot disagree, not even when a page
 * rendered on 31 December is hydrated on 1 January.
 * - A pre-rendered page (every content page, and the whole static build) shows the year it was
 *   built. A page built last year and served this year keeps last year's line, consistently in its
 *   HTML and its data, until the next build: every deploy rebuilds, and `npm start` rebuilds when
 *   anything changed.
 * - A page the server renders per request (search results, form answers, the inbox) shows the
 *   year of the request.
 * - Where there is no loader data (the error screens), the build's year: one constant compiled
 *   into the server and browser bundles alike (`__BUILD_YEAR__`, plugins/build-year.ts).
 * Years are counted in UTC: the server's clock zone is not the company's, and UTC at least
 * gives every server the same answer.
 */
import { useRouteLoaderData } from 'react-router';

/** The year the site was built, the same number in every bundle of one build. */
export const BUILD_YEAR: number = __BUILD_YEAR__;

/** The year at `now` (UTC), as the root loader decides it for the page it renders. */
export function renderYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

/** The page's year from the root loader's data, else the build's year. */
export function useSiteYear(): number {
  return useRouteLoaderData<{ year?: number }>('root')?.year ?? BUILD_YEAR;
}
