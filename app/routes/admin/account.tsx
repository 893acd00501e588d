import { data, Form } from 'react-router';
import { Button } from '../../components/button';
import { buildMeta } from '../../lib/meta';
import { clientIp, idField, passwordField, requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/account';
import { ROLE_HINTS, ROLE_LABELS, when } from './admin-format';
import { adminHeaders } from './admin-headers';
import { Notice, RowCard, ScreenTitle } from './admin-shell';
import { AdminField } from './auth-forms';

/** Passes the throttle's Retry-After on. */
export const headers = adminHeaders;

export const meta = () =>
  buildMeta({ name: 'Your account', path: '/admin/account', noIndex: true });

/** Anyone signed in: who they are, their password, their sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context);
  return {
    person: signedIn.person,
    current: signedIn.sessionId,
    sessions: await services.accounts.sessions(signedIn.person.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'password') {
    const result = await services.accounts.changePassword(
      signedIn,
      passwordField(form, 'current'),
      passwordField(form, 'password'),
      clientIp(context),
    );
    if (!result.ok && 'wait' in result) {
      return data(
        { form: 'password', error: result.error },
        { status: 429, headers: { 'Retry-After': String(result.wait) } },
      );
    }
    if (!result.ok) return data({ form: 'password', error: result.error }, { status: 400 });
    return {
      form: 'password',
      notice: 'Password changed. Every other sign-in of yours has ended.',
    };
  }
  if (intent === 'revoke') {
    const id = idField(form, 'id');
    if (!id || !(await services.accounts.revokeSession(signedIn, id))) {
      return data({ form: 'sessions', error: 'That sign-in has already ended.' }, { status: 404 });
    }
    return { form: 'sessions', notice: 'That sign-in has ended.' };
  }
  throw data('Unknown action.', { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { person, current, sessions } = loaderData;
  const message = (form: string) =>
    actionData?.form === form
      ? 'error' in actionData
        ? { error: actionData.error }
        : { notice: actionData.notice }
      : {};
  const password = message('password');
  const signIns = message('sessions');
  return (
    <>
      <ScreenTitle title="Your account" />
      <dl className="grid max-w-xl gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-fg">Name</dt>
        <dd className="text-fg-muted">{person.name}</dd>
        <dt className="font-semibold text-fg">Email</dt>
        <dd className="break-all text-fg-muted">{person.email}</dd>
        <dt className="font-semibold text-fg">Role</dt>
        <dd className="text-fg-muted">
          {ROLE_LABELS[person.role]}: {ROLE_HINTS[person.role]}
        </dd>
      </dl>

      <section aria-labelledby="password-title" className="flex max-w-md flex-col gap-4">
        <h2 id="password-title" className="text-h3 text-fg">
          Change your password
        </h2>
        {password.notice && <Notice>{password.notice}</Notice>}
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <AdminField
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
          />
          <AdminField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters. Your other sign-ins end when it changes."
            error={password.error}
          />
          <Button type="submit" className="self-start">
            Change password
          </Button>
        </Form>
      </section>

      <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
        <h2 id="sessions-title" className="text-h3 text-fg">
          Where you are signed in
        </h2>
        {(signIns.notice || signIns.error) && (
          <Notice tone={signIns.error ? 'error' : 'ok'}>{signIns.notice ?? signIns.error}</Notice>
        )}
        <ul className="flex flex-col gap-3">
          {sessions.map((session) => (
            <RowCard key={session.id} data-session={session.id}>
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-fg">
                  {session.userAgent}
                  {session.id === current && (
                    <span className="font-normal text-fg-muted"> (this browser)</span>
                  )}
                </p>
                <p className="text-sm text-fg-muted">
                  From {session.address} · signed in {when(session.createdAt)} · last seen{' '}
                  {when(session.lastSeenAt)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={session.id} />
                <Button type="submit" variant="outline">
                  {session.id === current ? 'Sign out here' : 'End this sign-in'}
                  <span className="sr-only">
                    {' '}
                    ({session.userAgent}, from {session.address})
                  </span>
                </Button>
              </Form>
            </RowCard>
          ))}
        </ul>
      </section>
    </>
  );
}
