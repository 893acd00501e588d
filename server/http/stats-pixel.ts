/**
 * The no-script page view (decision 036): every page's HTML holds a placeholder inside a
 * `<noscript>` (app/stats/pixel-slot.ts); as a public page leaves this server, the placeholder
 * becomes a hidden 1×1 image to `/api/views/pixel?p=PATH`. A browser with script never loads
 * it; a static-only copy keeps the inert placeholder and sends nothing.
 *
 * Whether the view begins a visit: a page answered for one request (the pre-rendered pages)
 * adds `e=0` when that request's Referer is our own site. A page kept in the render cache is
 * one copy for everyone, so its image says `e=u` (not known): the server then counts it as a
 * visit's start only when the same visitor key has no view in the last 30 minutes (decision 052).
 */
import { isCountedPath, PIXEL_PATH, PIXEL_PLACEHOLDER } from '../../app/stats/payload.ts';

/**
 * The image's HTML for the page at `path`: `fromUs` when it was reached from our own site,
 * `'unknown'` for one copy kept for everyone (the render cache).
 */
export function pixelHtml(path: string, fromUs: boolean | 'unknown' = false): string {
  const query = new URLSearchParams({ p: path });
  if (fromUs === 'unknown') query.set('e', 'u');
  else if (fromUs) query.set('e', '0');
  const src = `${PIXEL_PATH}?${query.toString().replaceAll('&', '&amp;')}`;
  return `<img src="${src}" alt="" width="1" height="1" hidden>`;
}

/** The HTML with the image for `path` in place of the placeholder, when it is a counted page. */
export function withPixel(html: string, path: string, fromUs: boolean | 'unknown' = false): string {
  if (!isCountedPath(path) || !html.includes(PIXEL_PLACEHOLDER)) return html;
  return html.replace(PIXEL_PLACEHOLDER, pixelHtml(path, fromUs));
}

/** A page answered 200 to one GET: the image, flagged when `request` came from our own site. */
export function withStatsPixel(html: string, status: number, request: Request, url: URL) {
  if (status !== 200 || request.method !== 'GET') return html;
  // No Referer (or not a URL) is a page not reached from our own site.
  const referer = request.headers.get('referer') ?? '';
  const fromUs = URL.canParse(referer) && new URL(referer).host === url.host;
  return withPixel(html, url.pathname, fromUs);
}
