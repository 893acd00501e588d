import { data, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import { passwordField, servicesOf } from '../../server/admin-session.server';
import type { Route } from './+types/reset-password';
import { ScreenTitle } from './admin-shell';
import { NewPasswordForm } from './auth-forms';

export const meta = () =>
  buildMeta({ name: 'Choose a new password', path: '/admin/reset', noIndex: true });

/** The link's token stays out of the page: only whether it works. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await servicesOf(context).accounts.readReset(params.token);
  return { valid: Boolean(link), email: link?.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await servicesOf(context).accounts.completeReset(
    params.token,
    passwordField(form, 'password'),
  );
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect('/admin/sign-in?done=reset', { status: 303 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <>
        <ScreenTitle
          title="This link has expired"
          intro="Reset links work once, for one hour. Ask for a new one."
        />
        <p>
          <a href="/admin/reset" className="font-semibold text-link underline underline-offset-4">
            Mail me a new link
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <ScreenTitle
        title="Choose a new password"
        intro={`For ${loaderData.email}. Every other sign-in of yours ends when it is set.`}
      />
      <NewPasswordForm error={actionData?.error} submit="Set the password"></NewPasswordForm>
    </>
  );
}
