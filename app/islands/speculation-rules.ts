// The Speculation Rules of a page with islands (issue 30): the browser fetches and prerenders the
// site's public page a visitor is about to open (hover or touch), so that an ordinary document
// navigation shows the next page at once. Rendered inline by app/root.tsx:
// the build hashes it with the page's other inline scripts (common/headers-file.ts), a
// server-rendered page gives it the request's nonce. No imports: the server render uses it.

/** Addresses never fetched ahead: the office, form answers and actions, search results, files. */
export const NOT_SPECULATED = [
  '/admin',
  '/admin/*',
  '/api/*',
  '/thank-you/*',
  '/newsletter',
  '/newsletter/*',
  // A customer's quote: fetching it ahead would note an opening on the lead (decision 059).
  '/quote/*',
  '/search',
  '/search/*',
  // Files (the feed, the search index, uploads' media) are not pages.
  '/*.*',
] as const;

/** Links a visitor asked the browser not to follow as a page: nofollow and downloads. */
export const NOT_SPECULATED_LINKS = '[rel~="nofollow"], [download]';

/** A site page a link may lead to: same origin, none of the exclusions above. */
const PUBLIC_PAGE = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: [...NOT_SPECULATED] } },
    { not: { selector_matches: NOT_SPECULATED_LINKS } },
  ],
};

/**
 * Prefetch and prerender on hover (200 ms) or touch (`moderate`). A prerender begun only as the
 * press starts (`conservative`) was still parsing the page when the click came (a 2-core machine
 * under load): the hover's time is what makes the tap instant (`npm run bench:islands`). The
 * prefetch stays as the fallback where the browser declines to prerender (a third moderate
 * prerender replaces the oldest, memory or data saving, DevTools). Public pages are safe to
 * prerender: their views are counted only once shown (app/stats/beacon.ts).
 */
export const speculationRules = {
  prefetch: [{ source: 'document', where: PUBLIC_PAGE, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: PUBLIC_PAGE, eagerness: 'moderate' }],
} as const;

/** The text of the page's `<script type="speculationrules">`. */
export const speculationRulesJson = JSON.stringify(speculationRules);
