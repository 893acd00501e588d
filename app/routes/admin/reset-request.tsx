import { data, Form } from 'react-router';
import { Button } from '../../components/button';
import { buildMeta } from '../../lib/meta';
import { clientIp, field, linkBase, servicesOf } from '../../server/admin-session.server';
import type { Route } from './+types/reset-request';
import { adminHeaders } from './admin-headers';
import { ScreenTitle } from './admin-shell';
import { AdminField } from './auth-forms';

/** Passes the throttle's Retry-After on. */
export const headers = adminHeaders;

export const meta = () =>
  buildMeta({ name: 'Reset your password', path: '/admin/reset', noIndex: true });

export function loader({ context }: Route.LoaderArgs) {
  return { isMailOn: servicesOf(context).accounts.isMailOn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { wait } = await servicesOf(context).accounts.requestReset(
    field(form, 'email', 254),
    linkBase(request),
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

export default function ResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenTitle
        title="Reset your password"
        intro="Enter the email you sign in with. We mail you a link to choose a new password; it works for one hour."
      />
      {!loaderData.isMailOn && (
        <p className="max-w-2xl rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg">
          Mail is off on this server (no SMTP_URL), so no link can be sent: ask an owner, or the
          person who runs the server, to set a new password.
        </p>
      )}
      {actionData?.sent ? (
        <p
          role="status"
          className="max-w-2xl rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg"
        >
          If that address has an account, a link is on its way. Check your inbox (and the spam
          folder) in a minute.
        </p>
      ) : (
        <Form method="post" className="flex max-w-md flex-col gap-4">
          <AdminField label="Email" name="email" type="email" autoComplete="username" />
          <p role="alert" className="font-medium text-accent-text empty:hidden">
            {actionData?.error}
          </p>
          <Button type="submit" className="self-start">
            Mail me a link
          </Button>
        </Form>
      )}
      <p>
        <a href="/admin/sign-in" className="font-semibold text-link underline underline-offset-4">
          Back to sign in
        </a>
      </p>
    </>
  );
}
