// The page-view beacon's wire format, shared by the browser and the server's check (decision
// 036). No imports: the server loads this file directly (Node type stripping) as well as through
// the bundler, and every public page's first load carries what the beacon uses of it.

/** Where the server takes page views, and the no-script image's address. */
export const VIEWS_ENDPOINT = '/api/views';
export const PIXEL_PATH = '/api/views/pixel';

/** The campaign parameters a view carries (the first three of the lead's five). */
export const VIEW_UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * What the pre-rendered HTML holds where the no-script image goes: the server writes the image
 * over it as the page leaves (server/http/stats-pixel.ts); a static-only copy keeps it inert.
 */
export const PIXEL_PLACEHOLDER = '<!--stats-pixel-->';

/** One page view: our path, whether it began a visit, and for that first view its sources. */
export interface ViewPayload {
  path: string;
  entry: 0 | 1;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/**
 * Never counted: the inbox, the server's own endpoints, and every page whose path holds a
 * secret (a booking link, a quote's link, a review request's, a newsletter confirmation or
 * unsubscribe link): a counted path shows in the statistics and on a lead's visit pages.
 */
const NOT_COUNTED = /^\/(admin|api|visit|quote|review|newsletter\/(confirm|unsubscribe))(\/|$)/;

export const isCountedPath = (path: string) => !NOT_COUNTED.test(path);
