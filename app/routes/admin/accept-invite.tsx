import { data, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import {
  field,
  isHttps,
  passwordField,
  servicesOf,
  sessionCookie,
  sessionOrigin,
} from '../../server/admin-session.server';
import type { Route } from './+types/accept-invite';
import { ScreenTitle } from './admin-shell';
import { NewPasswordForm } from './auth-forms';
import { Field } from './kit';

export const meta = () =>
  buildMeta({ name: 'Accept your invitation', path: '/admin/invite', noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await servicesOf(context).accounts.readInvite(params.token);
  return invite ? { valid: true as const, ...invite } : { valid: false as const };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await servicesOf(context).accounts.acceptInvite(params.token, {
    name: field(form, 'name', 200),
    password: passwordField(form, 'password'),
    ...sessionOrigin(request, context),
  });
  if (!result.ok)
    return data({ error: result.error, name: field(form, 'name', 200) }, { status: 400 });
  throw redirect('/admin', {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(result.token, isHttps(context)) },
  });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <ScreenTitle
        title="This invitation has expired"
        intro="Invitations work once, for 72 hours. Ask the person who invited you for a new one."
      />
    );
  }
  return (
    <>
      <ScreenTitle
        title="Accept your invitation"
        intro={`You are joining as ${loaderData.role === 'owner' ? 'an owner' : 'an editor'}, signing in with ${loaderData.email}.`}
      />
      <NewPasswordForm error={actionData?.error} submit="Join">
        <Field
          label="Your name"
          name="name"
          input={{ autoComplete: 'name', maxLength: 100, defaultValue: actionData?.name }}
        />
      </NewPasswordForm>
    </>
  );
}
