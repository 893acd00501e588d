import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  useRouteLoaderData,
} from 'react-router';
import { brand } from '../../brand';
import {
  currentUser,
  isHttps,
  servicesOf,
  sessionCookie,
  sessionToken,
} from '../../server/admin-session.server';
import type { Route } from './+types/layout';
import { adminHeaders } from './admin-headers';
import { AdminShell, ScreenTitle } from './admin-shell';

/** The root leaves the public header and footer out for routes with this handle. */
export const handle = { ownLayout: true };

/** Never cached or indexed (the pages are never pre-rendered: app/lib/server-paths.ts). */
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await currentUser(request, context);
  const person = signedIn
    ? { name: signedIn.person.name, email: signedIn.person.email, role: signedIn.person.role }
    : null;
  return { company: brand.name, person };
}

/**
 * The frame's one action: Sign out (a POST to /admin; the screens' own forms post to their
 * routes, the leads' to /admin?index). Ends this session and forgets the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'sign-out') throw data('Unknown action.', { status: 400 });
  await servicesOf(context).accounts.signOut(sessionToken(request));
  throw redirect('/admin/sign-in?done=signed-out', {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(null, isHttps(context)) },
  });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell company={loaderData.company} person={loaderData.person}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused or failed admin request, inside the admin's own frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : 'Something went wrong. Please try again.';
  const title =
    status === 401
      ? 'Please sign in'
      : status === 403
        ? 'Not allowed'
        : status === 404
          ? 'Not found'
          : 'Something went wrong';
  return (
    <AdminShell company={data?.company ?? brand.name} person={data?.person ?? null}>
      <ScreenTitle title={title} intro={message} />
      <p>
        <Link
          to={status === 401 ? '/admin/sign-in' : '/admin'}
          className="font-semibold text-link underline underline-offset-4"
        >
          {status === 401 ? 'Sign in' : 'Back to the leads'}
        </Link>
      </p>
    </AdminShell>
  );
}
