import { redirect } from 'react-router';
import {
  isHttps,
  servicesOf,
  sessionCookie,
  sessionToken,
} from '../../server/admin-session.server';
import type { Route } from './+types/sign-out';

/** Ends this session (a plain form post from the admin's top bar) and forgets the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  await servicesOf(context).accounts.signOut(sessionToken(request));
  throw redirect('/admin/sign-in?done=signed-out', {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(null, isHttps(context)) },
  });
}

/** Nothing to show: a visit goes to the sign-in page. */
export function loader() {
  throw redirect('/admin/sign-in', { status: 303 });
}
