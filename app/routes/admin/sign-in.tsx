import { data, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import {
  currentUser,
  field,
  isHttps,
  passwordField,
  servicesOf,
  sessionCookie,
  sessionOrigin,
} from '../../server/admin-session.server';
import type { Route } from './+types/sign-in';
import { adminHeaders } from './admin-headers';
import { ScreenTitle } from './admin-shell';
import { SignInForm } from './auth-forms';
import { Notice } from './kit';

/** Passes the throttle's Retry-After on. */
export const headers = adminHeaders;

export const meta = () => buildMeta({ name: 'Sign in', path: '/admin/sign-in', noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) throw redirect('/admin', { status: 303 });
  const params = new URL(request.url).searchParams;
  const done = params.get('done');
  return {
    hasPeople: await servicesOf(context).accounts.hasPeople(),
    notice:
      done === 'reset'
        ? 'Your new password is set, and you were signed out everywhere. Sign in with it.'
        : done === 'signed-out'
          ? 'You are signed out.'
          : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const form = await request.formData();
  const email = field(form, 'email', 254);
  const result = await services.accounts.signIn({
    email,
    password: passwordField(form, 'password'),
    ...sessionOrigin(request, context),
  });
  if (result.status === 'wait') {
    const minutes = Math.ceil(result.seconds / 60);
    return data(
      {
        email,
        error: `Too many attempts. Please wait ${result.seconds < 90 ? `${result.seconds} seconds` : `${minutes} minutes`} and try again, or reset your password.`,
      },
      { status: 429, headers: { 'Retry-After': String(result.seconds) } },
    );
  }
  if (result.status === 'wrong') {
    return data(
      { email, error: 'That email and password do not match an account.' },
      { status: 401 },
    );
  }
  // Someone still called by a placeholder (ADMIN_PASSWORD's first owner) gives their name first.
  throw redirect(result.person.hasName ? '/admin' : '/admin/account?welcome', {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(result.token, isHttps(context)) },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenTitle title="Sign in" />
      {loaderData.notice && <Notice>{loaderData.notice}</Notice>}
      {loaderData.hasPeople ? (
        <SignInForm error={actionData?.error} email={actionData?.email} />
      ) : (
        <div className="flex max-w-2xl flex-col gap-4 text-lg text-fg-muted">
          <p>
            No one has an account yet. To make the first owner, set <code>ADMIN_PASSWORD</code> (and{' '}
            <code>ADMIN_EMAIL</code>, the sign-in email) in the server's environment and restart it,
            or run <code>npm run admin -- add-user EMAIL --role owner</code> on the server (see the
            README). Every submission is kept meanwhile.
          </p>
        </div>
      )}
    </>
  );
}
