/**
 * The no-script page view (decision 036): every page's HTML holds a placeholder inside a
 * `<noscript>` (app/stats/pixel-slot.tsx); as a public page leaves this server, the placeholder
 * becomes a hidden 1×1 image to `/api/views/pixel?p=PATH`, with `e=0` when the request's
 * Referer is our own site (so the view does not begin a visit). A browser with script never
 * loads it; a static-only copy keeps the inert placeholder.
 */
import { isCountedPath, PIXEL_PATH, PIXEL_PLACEHOLDER } from '../../app/stats/payload.ts';

/** The image's HTML for `url`'s page, as asked for by `request`. */
export function pixelHtml(request: Request, url: URL): string {
  let fromUs = false;
  try {
    fromUs = new URL(request.headers.get('referer') ?? '').host === url.host;
  } catch {}
  const query = new URLSearchParams({ p: url.pathname });
  if (fromUs) query.set('e', '0');
  const src = `${PIXEL_PATH}?${query.toString().replaceAll('&', '&amp;')}`;
  return `<img src="${src}" alt="" width="1" height="1" hidden>`;
}

/**
 * The page's HTML with the image in place of the placeholder when it is a public page answered
 * 200; otherwise the HTML as it was. `html` is already read from the answer.
 */
export function withStatsPixel(html: string, status: number, request: Request, url: URL) {
  if (!html.includes(PIXEL_PLACEHOLDER)) return html;
  if (status !== 200 || request.method !== 'GET' || !isCountedPath(url.pathname)) return html;
  return html.replace(PIXEL_PLACEHOLDER, pixelHtml(request, url));
}
