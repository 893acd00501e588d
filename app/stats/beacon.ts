import { noteVisitReferrer } from '../browser/visit-entry';
import { VIEWS_ENDPOINT } from './payload';

/** Whether this document's first view was sent (module state: gone with the document). */
let landed = false;

/**
 * Sends the view of `pathname` (decision 036). The first begins a visit when the document was
 * navigated to (not reloaded or revisited) from outside the site, and then carries the referrer
 * and the landing address's campaign; later ones are client-side navigations (entry 0). Only on
 * a page from the site's server (it names `vitals` in Server-Timing, as
 * app/vitals/start-vitals.ts reads); a static-only copy sends nothing. Nothing is written to
 * cookies, storage or history; the server refuses the inbox's paths.
 */
export function sendView(pathname: string) {
  // A page the browser prerendered ahead of a tap (app/islands/speculation-rules.ts) counts
  // once it is shown, and not at all if the visitor never opens it.
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => sendView(pathname), { once: true });
    return;
  }
  if (typeof performance.getEntriesByType !== 'function') return;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!page?.serverTiming?.some((timing) => timing.name === 'vitals')) return;
  const body: Record<string, string | number> = { path: pathname, entry: 0 };
  const referrer = document.referrer;
  if (!landed && page.type === 'navigate' && !referrer.startsWith(`${location.origin}/`)) {
    body.entry = 1;
    body.referrer = referrer;
    // For the enquiry this visit may send from another page (app/browser/visit-entry.ts).
    noteVisitReferrer(referrer);
    for (const [key, value] of new URL(page.name).searchParams) {
      // utm_source, utm_medium, utm_campaign (the server reads those three only).
      if (/^utm_(s|m|ca)/.test(key)) body[key] = value.slice(0, 100);
    }
  }
  landed = true;
  navigator.sendBeacon(VIEWS_ENDPOINT, JSON.stringify(body));
}
