import { data, type RouterContextProvider, redirect } from 'react-router';
import { SESSION_COOKIE as COOKIE, SIGN_IN_PATH, sessionToken } from '../../common/admin-cookie';
import { isRowId } from '../../common/row-id';
import { summariseUserAgent } from '../../common/user-agent';
import type { Role } from '../../server/db/schema';
import type { Services } from '../../server/services';
import type { SignedIn } from '../../server/store/sessions';
import { requestInfoContext, servicesContext } from './context';

// One reader for the app's routes and the server's upload endpoint (server/http/media-upload.ts).
export { SIGN_IN_PATH, sessionToken };

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

/** The server's services; the admin exists only on the server. */
export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext);
  if (!services) throw data('The admin needs the site server.', { status: 503 });
  return services;
}

/** The client's address (server/http/client-address.ts: TRUST_PROXY applied). */
export const clientIp = (context: Readonly<RouterContextProvider>) =>
  context.get(requestInfoContext).clientIp || 'unknown';

/** Whether the request reached us over HTTPS (for the cookie's Secure flag). */
export const isHttps = (context: Readonly<RouterContextProvider>) =>
  context.get(requestInfoContext).isHttps;

/** Where a new session comes from: a browser summary and the client's address. */
export const sessionOrigin = (request: Request, context: Readonly<RouterContextProvider>) => ({
  userAgent: summariseUserAgent(request.headers.get('user-agent')),
  address: clientIp(context),
});

/**
 * The public origin mailed links start with: PUBLIC_URL (common/public-link.ts), never the
 * request's Host or X-Forwarded-Host, which a visitor can forge.
 */
export const linkBase = (context: Readonly<RouterContextProvider>) => servicesOf(context).publicUrl;

/** The signed-in person, if any. */
export async function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SignedIn | undefined> {
  return servicesOf(context).accounts.current(sessionToken(request));
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Every admin screen and action starts here. A change must come from this site (the server's
 * post guard checks it too); then a session is needed (a page sends the visitor to sign in, a
 * change is answered 401), and `role: 'owner'` refuses editors with 403.
 */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { role }: { role?: Role } = {},
): Promise<{ services: Services; signedIn: SignedIn }> {
  const services = servicesOf(context);
  const access = await services.accounts.authorize(
    request,
    role === 'owner' ? 'owner' : 'signed-in',
  );
  if (access.ok) return { services, signedIn: access.signedIn };
  if (access.reason === 'origin') {
    throw data('Changes must be made from this site.', { status: 403 });
  }
  if (access.reason === 'role') throw data('Only an owner can do this.', { status: 403 });
  if (isRead(request)) {
    throw redirect(SIGN_IN_PATH, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  }
  throw data('Please sign in.', { status: 401 });
}

/** A form field as a trimmed string ('' when missing), at most `max` characters. */
export function field(form: FormData, name: string, max = 500): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A password field as typed (not trimmed); '' when missing. */
export function passwordField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 1000) : '';
}

/** A field holding a row's id (a whole number from 1 to 2³¹ − 1), or undefined. */
export function idField(form: FormData, name: string): number | undefined {
  const value = Number(form.get(name));
  return isRowId(value) ? value : undefined;
}

/** Answers a form post with a redirect and a flash of what happened in the query. */
export function doneRedirect(path: string, headers?: HeadersInit): never {
  throw redirect(path, { status: 303, headers });
}
