/** Whether a post came from another site (the server's guards and the admin's actions both ask). */

/**
 * A post from one of our own pages that sends no referrer (token pages answer
 * `Referrer-Policy: no-referrer`, token-pages.ts): browsers then send `Origin: null`, while
 * `Sec-Fetch-Site`, which no page can set, still says same-origin. A browser that sends no
 * `Sec-Fetch-Site` gets the benefit of no doubt: `null` stays cross-site.
 */
export const isOwnPageWithoutOrigin = (request: Request) =>
  request.headers.get('origin') === 'null' &&
  request.headers.get('sec-fetch-site') === 'same-origin';

/** A cross-site post: another origin, or the browser says the request came from another site. */
export function isCrossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== url.host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return !isOwnPageWithoutOrigin(request);
  return request.headers.get('sec-fetch-site') === 'cross-site';
}
