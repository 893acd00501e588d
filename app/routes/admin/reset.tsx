import { data, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import {
  clientIp,
  field,
  linkBase,
  passwordField,
  servicesOf,
} from '../../server/admin-session.server';
import type { Route } from './+types/reset';
import { adminHeaders } from './admin-headers';
import { NewPasswordScreen, ResetRequestScreen } from './reset-screens';

// One route for both halves of a reset (each route adds to the manifest every page loads):
// /admin/reset asks for the email, /admin/reset/<token> (the mailed link) sets the password.

/** Passes the reset limiter's Retry-After on. */
export const headers = adminHeaders;

export const meta = ({ params }: Route.MetaArgs) =>
  buildMeta({
    name: params.token ? 'Choose a new password' : 'Reset your password',
    path: '/admin/reset',
    noIndex: true,
  });

/** The link's token stays out of the page: only whether it works, and for whom. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const accounts = servicesOf(context).accounts;
  if (!params.token) return { screen: 'request' as const, isMailOn: accounts.isMailOn };
  const link = await accounts.readReset(params.token);
  return { screen: 'password' as const, email: link?.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const accounts = servicesOf(context).accounts;
  const form = await request.formData();
  if (params.token) {
    const result = await accounts.completeReset(params.token, passwordField(form, 'password'));
    if (!result.ok) return data({ sent: false, error: result.error }, { status: 400 });
    throw redirect('/admin/sign-in?done=reset', { status: 303 });
  }
  const { wait } = await accounts.requestReset(
    field(form, 'email', 254),
    linkBase(context),
    clientIp(context),
  );
  if (wait > 0) {
    return data(
      { sent: false, error: `Too many requests. Please wait ${Math.ceil(wait / 60)} minutes.` },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  // The same words whether or not the address has an account.
  return { sent: true, error: undefined };
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.screen === 'password') {
    return <NewPasswordScreen email={loaderData.email} error={actionData?.error} />;
  }
  return (
    <ResetRequestScreen
      isMailOn={loaderData.isMailOn}
      sent={Boolean(actionData?.sent)}
      error={actionData?.error}
    />
  );
}
