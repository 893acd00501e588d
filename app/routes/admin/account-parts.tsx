// The Account screen's parts: the name form and the signed-in person's details and sessions.
import { Form } from 'react-router';
import type { Route } from './+types/account';
import { ROLE_HINTS, ROLE_LABELS } from './admin-format';
import { RowCard } from './admin-shell';
import { ClockNote, CompanyTime, DefinitionList, Field, KitButton, Notice, Panel } from './kit';
import { PhotoPanel } from './photo-panel';

/** Your name: asked right after a first sign-in without one, changed here any time after. */
export function NameForm({
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

/** Your "About me" line: one sentence under your name on the posts you wrote. */
export function AboutForm({ about, error }: { about: string | null; error?: string }) {
  return (
    <Panel
      id="about-title"
      title="About me"
      intro="One line under your name on the posts you wrote, beside your photo. Leave it empty for none."
      wide={false}
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="about" />
        <Field
          label="A line about you"
          name="about"
          required={false}
          hint="At most 160 characters, e.g. “Site manager for twelve years; writes about winter pours.”"
          error={error}
          input={{ maxLength: 160, defaultValue: about ?? '' }}
        />
        <KitButton type="submit" tone="primary" className="self-start">
          Save the line
        </KitButton>
      </Form>
    </Panel>
  );
}

/** Who you are, your name, password and sign-ins. */
export function AccountDetails({
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
      <AboutForm about={person.about} error={message('about').error} />
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
