import { data, Form, redirect } from 'react-router';
import { buildMeta } from '../../lib/meta';
import {
  clientIp,
  field,
  idField,
  passwordField,
  requireUser,
} from '../../server/admin-session.server';
import type { Route } from './+types/account';
import { ROLE_HINTS, ROLE_LABELS } from './admin-format';
import { adminHeaders } from './admin-headers';
import { RowCard, ScreenTitle } from './admin-shell';
import {
  ButtonLink,
  ClockNote,
  CompanyClock,
  CompanyTime,
  DefinitionList,
  Field,
  KitButton,
  Notice,
  Panel,
} from './kit';
import { PhotoPanel } from './photo-panel';

/** Passes the throttle's Retry-After on. */
export const headers = adminHeaders;

export const meta = () =>
  buildMeta({ name: 'Your account', path: '/admin/account', noIndex: true });

const DONE: Record<string, string> = {
  name: 'Your name is saved.',
  photo: 'Your photo is saved.',
  'photo-removed': 'Your photo is removed.',
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
    throw redirect(`/admin/account?done=${photo ? 'photo' : 'photo-removed'}`, { status: 303 });
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

/** Your name: asked right after a first sign-in without one, changed here any time after. */
function NameForm({
  name,
  isWelcome,
  error,
}: {
  name: string;
  isWelcome: boolean;
  error?: string;
}) {
  return (
    <Panel
      id="name-title"
      title={isWelcome ? 'First, what should people call you?' : 'Change your name'}
      intro="Reply mails are signed with it, and a lead’s history and the audit log show it."
      wide={false}
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="name" />
        {isWelcome && <input type="hidden" name="next" value="leads" />}
        <Field
          label="Your name"
          name="name"
          error={error}
          input={{
            autoComplete: 'name',
            maxLength: 100,
            // The placeholder a first owner was given is no name: the field starts empty.
            defaultValue: isWelcome ? '' : name,
            autoFocus: isWelcome,
          }}
        />
        <KitButton type="submit" tone="primary" className="self-start">
          {isWelcome ? 'Save and go on' : 'Save your name'}
        </KitButton>
      </Form>
    </Panel>
  );
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

/** Who you are, your name, password and sign-ins. */
function AccountDetails({
  person,
  current,
  sessions,
  message,
  photo,
}: {
  photo: { uploaded?: string; uploadError?: string };
  person: Route.ComponentProps['loaderData']['person'];
  current: number;
  sessions: Route.ComponentProps['loaderData']['sessions'];
  message: (form: string) => { error?: string; notice?: string };
}) {
  const name = message('name');
  const password = message('password');
  const signIns = message('sessions');
  return (
    <>
      <ClockNote />
      <DefinitionList
        items={[
          { term: 'Name', value: person.hasName ? person.name : 'Not given yet' },
          { term: 'Email', value: <span className="break-all">{person.email}</span> },
          { term: 'Role', value: `${ROLE_LABELS[person.role]}: ${ROLE_HINTS[person.role]}` },
        ]}
      />
      <NameForm name={person.name} isWelcome={false} error={name.error} />
      <PhotoPanel
        name={person.name}
        photo={person.photo}
        uploaded={photo.uploaded}
        uploadError={photo.uploadError}
        error={message('photo').error}
      />

      <Panel id="password-title" title="Change your password" wide={false}>
        <Notice tone="success">{password.notice}</Notice>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Field
            label="Current password"
            name="current"
            input={{ type: 'password', autoComplete: 'current-password' }}
          />
          <Field
            label="New password"
            name="password"
            hint="At least 12 characters. Your other sign-ins end when it changes."
            error={password.error}
            input={{ type: 'password', autoComplete: 'new-password', minLength: 12 }}
          />
          <KitButton type="submit" tone="primary" className="self-start">
            Change password
          </KitButton>
        </Form>
      </Panel>

      <Panel id="sessions-title" title="Where you are signed in">
        <Notice tone={signIns.error ? 'error' : 'success'}>
          {signIns.notice ?? signIns.error}
        </Notice>
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
                  From {session.address} · signed in <CompanyTime iso={session.createdAt} /> · last
                  seen <CompanyTime iso={session.lastSeenAt} />
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={session.id} />
                <KitButton type="submit">
                  {session.id === current ? 'Sign out here' : 'End this sign-in'}
                  <span className="sr-only">
                    {' '}
                    ({session.userAgent}, from {session.address})
                  </span>
                </KitButton>
              </Form>
            </RowCard>
          ))}
        </ul>
      </Panel>
    </>
  );
}
