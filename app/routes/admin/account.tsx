import { data, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import {
  clientIp,
  field,
  idField,
  passwordField,
  requireUser,
} from '../../server/admin-session.server';
import type { Route } from './+types/account';
import { AccountDetails, NameForm } from './account-parts';
import { adminHeaders } from './admin-headers';
import { ScreenTitle } from './admin-shell';
import { ButtonLink, CompanyClock, Notice } from './kit';

/** Passes the throttle's Retry-After on. */
export const headers = adminHeaders;

export const meta = () =>
  buildMeta({ name: 'Your account', path: '/admin/account', noIndex: true });

const DONE: Record<string, string> = {
  name: 'Your name is saved.',
  photo: 'Your photo is saved.',
  'photo-removed': 'Your photo is removed.',
  about: 'Your line is saved.',
};

/** Anyone signed in: who they are, their name, photo, password and sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const [sessions, office] = await Promise.all([
    services.accounts.sessions(signedIn.person.id),
    services.office.settings(),
  ]);
  return {
    person: signedIn.person,
    current: signedIn.sessionId,
    sessions,
    timeZone: office.timeZone,
    // Right after a first sign-in without a name (sign-in.tsx): the name comes first.
    isWelcome: new URL(request.url).searchParams.has('welcome') && !signedIn.person.hasName,
    done: DONE[new URL(request.url).searchParams.get('done') ?? ''] ?? '',
    // Back from the photo upload (POST /admin/media): the stored picture's name, or an error code.
    uploaded: /^[\w.-]{1,120}$/.exec(
      new URL(request.url).searchParams.get('uploaded')?.split(',')[0] ?? '',
    )?.[0],
    uploadError: new URL(request.url).searchParams.get('upload-error')?.slice(0, 40),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'name') {
    // One more than allowed, so that too long is refused rather than cut.
    const result = await services.accounts.setName(signedIn.person, field(form, 'name', 101));
    if (!result.ok) return data({ form: 'name', error: result.error }, { status: 400 });
    // The posts they wrote show their name (docs/decisions/055).
    await services.taxonomy.peopleChanged();
    // The first sign-in's step goes on to the leads; from Account, back here with a notice.
    throw redirect(form.get('next') === 'leads' ? '/admin' : '/admin/account?done=name', {
      status: 303,
    });
  }
  if (intent === 'photo' || intent === 'photo-remove') {
    const photo = intent === 'photo' ? field(form, 'photo', 120) : null;
    if (photo === '')
      return data({ form: 'photo', error: 'Choose a photo first.' }, { status: 400 });
    const result = await services.accounts.setPhoto(signedIn.person, photo);
    if (!result.ok) return data({ form: 'photo', error: result.error }, { status: 400 });
    await services.taxonomy.peopleChanged();
    throw redirect(`/admin/account?done=${photo ? 'photo' : 'photo-removed'}`, { status: 303 });
  }
  if (intent === 'about') {
    // One more than allowed, so that too long is refused rather than cut.
    const result = await services.accounts.setAbout(signedIn.person, field(form, 'about', 161));
    if (!result.ok) return data({ form: 'about', error: result.error }, { status: 400 });
    await services.taxonomy.peopleChanged();
    throw redirect('/admin/account?done=about', { status: 303 });
  }
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
  const { person, current, sessions, timeZone, isWelcome, done, uploaded, uploadError } =
    loaderData;
  const message = (form: string): { error?: string; notice?: string } =>
    actionData?.form === form
      ? 'error' in actionData
        ? { error: actionData.error }
        : { notice: actionData.notice }
      : {};
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle title="Your account" />
      <Notice tone="success">{done}</Notice>
      {isWelcome ? (
        // The step right after a first sign-in: the name alone, and a way past it.
        <>
          <NameForm name={person.name} isWelcome error={message('name').error} />
          <p>
            <ButtonLink to="/admin">Not now: go to the leads</ButtonLink>
          </p>
        </>
      ) : (
        <AccountDetails
          person={person}
          current={current}
          sessions={sessions}
          message={message}
          photo={{ uploaded, uploadError }}
        />
      )}
    </CompanyClock>
  );
}
