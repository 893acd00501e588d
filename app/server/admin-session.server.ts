import { data, type RouterContextProvider } from 'react-router';
import { createRateLimiter } from '../../server/http/rate-limit';
import type { Services } from '../../server/services';
import { requestInfoContext, servicesContext } from './context';

const COOKIE = 'admin_session';
/** Sign-in attempts one address may make per quarter hour. */
const signInLimiter = createRateLimiter(5, 15 * 60 * 1000);

/** The session token from the request's cookie. */
export function sessionToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${COOKIE}=`));
  return match?.slice(COOKIE.length + 1) || undefined;
}

/** Set-Cookie for a new session (or its end): HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function sessionCookie(token: string | null, isHttps: boolean): string {
  const parts = [
    `${COOKIE}=${token ?? ''}`,
    // The router fetches /admin.data, which a /admin path would not match.
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    token ? 'Max-Age=28800' : 'Max-Age=0',
  ];
  if (isHttps) parts.push('Secure');
  return parts.join('; ');
}

/** The server's services; the inbox exists only on the server. */
export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext);
  if (!services) throw data('The inbox needs the site server.', { status: 503 });
  return services;
}

/** Seconds to wait before another sign-in from this address, or 0. */
export function signInWait(context: Readonly<RouterContextProvider>): number {
  return signInLimiter.hit(context.get(requestInfoContext).clientIp || 'unknown');
}

/** Throws 401 unless the request carries a live session. */
export async function requireSession(request: Request, context: Readonly<RouterContextProvider>) {
  const services = servicesOf(context);
  if (!(await services.inbox.isSignedIn(sessionToken(request)))) {
    throw data('Please sign in to the inbox.', { status: 401 });
  }
  return services;
}

/** Whether the request reached us over HTTPS (for the cookie's Secure flag). */
export const isHttps = (context: Readonly<RouterContextProvider>) =>
  context.get(requestInfoContext).isHttps;
