/** The admin's session cookie, read by the admin's routes and by the server's own admin posts. */

/** Where a visitor without a session is sent. */
export const SIGN_IN_PATH = '/admin/sign-in';

/** Its name (app/server/admin-session.server.ts sets it at sign-in). */
export const SESSION_COOKIE = 'admin_session';

/** The session token from the request's cookie. */
export function sessionToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return match?.slice(SESSION_COOKIE.length + 1) || undefined;
}
