/**
 * Pages whose address carries a secret: a preview link (`?preview=`), the newsletter's confirm
 * and unsubscribe links, password resets, invitations and a customer's quote. They are answered with
 * `Referrer-Policy: no-referrer`, so a link followed from them (or a resource they load from
 * elsewhere) never carries the token in a Referer header. Read on the normalised path.
 */
const TOKEN_PATH =
  /^\/(?:admin\/(?:reset|invite)|newsletter\/(?:confirm|unsubscribe)|quote)\/[^/]/i;

export const isTokenPage = (url: URL): boolean =>
  TOKEN_PATH.test(url.pathname) || url.searchParams.has('preview');
