/**
 * How a rendered page is answered: the key it is cached under, the headers a CDN follows, the
 * security policy of its HTML, and the plain pages for a database outage and for a path that
 * names nothing.
 */
import { pagePolicy } from '../../common/headers-file.ts';
import { type OfficeContact, plainPage } from './plain-page.ts';
import type { RenderCache } from './render-cache.ts';
import { withPixel } from './stats-pixel.ts';

/** Query parameters that say where a visitor came from; a page looks the same with them. */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/**
 * The key a cacheable page is kept under: its path and the router's own `_routes` (which
 * loaders a data request wants), without campaign parameters. Undefined for any other query
 * (a preview link, a made-up one): that page is rendered for its request only, so no one can
 * fill the cache with invented addresses.
 */
export function pageCacheKey(url: URL): string | undefined {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name === '_routes') kept.append(name, value);
    else if (!TRACKING.test(name)) return undefined;
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Seconds a visitor (or a crawler) is asked to wait while the database is away. */
const RETRY_AFTER_SECONDS = 30;

/** The page for a request that needed the database while it is unreachable. */
export function unavailable(contact: OfficeContact): Response {
  return plainPage(
    503,
    'This page is briefly unavailable',
    'We cannot reach our records just now. Please try again in a minute; the rest of the site still works.',
    contact,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

/** 400 for a path that cannot name anything here (see request-path.ts). */
export function badRequest(reason: string): Response {
  return new Response(`Bad Request: ${reason}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** How long a CDN may keep a cached server-rendered page, and serve it stale while it asks again. */
export const RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A server-rendered page that shows the same to everyone (a blog post with its approved
 * comments): kept in the render cache, sent with the cache headers a CDN follows and the tags
 * that name what it shows. Its policy lists its inline scripts' hashes, as a pre-rendered
 * page's does, instead of a nonce: one rendering is sent to many visitors.
 */
export async function cacheRendered(
  cache: RenderCache,
  key: string,
  tags: readonly string[],
  response: Response,
  embedOrigins: readonly string[],
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body = await response.text();
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('Content-Security-Policy', pagePolicy(body, embedOrigins));
  }
  // A page that says it is private (a route's own `no-store`) is never kept or shared.
  const own = headers.get('cache-control') ?? '';
  if (response.status !== 200 || /\b(no-store|private)\b/.test(own)) {
    if (!own) headers.set('Cache-Control', 'no-store');
    return new Response(body, { status: response.status, headers });
  }
  // One copy for everyone: its no-script image cannot say where it was reached from
  // (stats-pixel.ts), so the server decides by the visitor's last view.
  if (headers.get('content-type')?.startsWith('text/html')) {
    body = withPixel(body, key.split('?')[0] ?? '', 'unknown');
  }
  headers.set('Cache-Control', RENDERED_CACHE_CONTROL);
  headers.set('Surrogate-Key', tags.join(' '));
  headers.set('Cache-Tag', tags.join(','));
  return cache.put(key, new Response(null, { status: 200, headers }), body, tags);
}

/**
 * A page rendered for its request alone gets the policy that allows its nonce-carrying inline
 * scripts, and is kept by no one unless its route says otherwise.
 */
export function withNoncePolicy(response: Response, policy: string): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
    return response;
  }
  const headers = new Headers(response.headers);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  headers.set('Content-Security-Policy', policy);
  return new Response(response.body, { status: response.status, headers });
}
