import type { HeadersArgs } from 'react-router';

/**
 * The admin's answer headers: never cached or indexed, and an action's Retry-After (a 429 from
 * the sign-in throttle) passed on; without this export the router drops an action's headers.
 */
export function adminHeaders({ actionHeaders }: HeadersArgs) {
  const headers = new Headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
