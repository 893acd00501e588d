/**
 * Pages whose address carries a secret: a preview link (`?preview=`), the newsletter's confirm
 * and unsubscribe links, password resets, invitations, a review request's links and a customer's
 * quote. They are answered with
 * `Referrer-Policy: no-referrer`, so a link followed from them (or a resource they load from
 * elsewhere) never carries the token in a Referer header. Read on the normalised path.
 */
const TOKEN_PATH =
  /^\/(?:admin\/(?:reset|invite)|newsletter\/(?:confirm|unsubscribe)|review|visit|quote)\/[^/]/i;

export const isTokenPage = (url: URL): boolean =>
  TOKEN_PATH.test(url.pathname) ||
  url.searchParams.has('preview') ||
  // The thank-you page of a quote carries its booking link's token.
  url.searchParams.has('visit');
