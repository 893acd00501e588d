import { data, Form } from 'react-router';
import type { Role } from '../../../server/db/schema';
import { Button } from '../../components/button';
import { buttonClass } from '../../components/button-styles';
import { fieldControlClass } from '../../components/form/form-field';
import { buildMeta } from '../../lib/meta';
import { field, idField, linkBase, requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/people';
import { ROLE_LABELS, when } from './admin-format';
import { Notice, RowCard, ScreenTitle } from './admin-shell';
import { SiteAddressNotice } from './office/site-address-notice';
import { InviteSection, OpenInvites, RemoveConfirm } from './people-parts';

export const meta = () => buildMeta({ name: 'People', path: '/admin/people', noIndex: true });

const roleOf = (value: string): Role | undefined =>
  value === 'owner' || value === 'editor' ? value : undefined;

/** Owners only: everyone with an account, open invitations, and who is about to be removed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const { people, invites } = await services.accounts.people();
  const removing = Number(new URL(request.url).searchParams.get('remove'));
  return {
    people,
    invites,
    me: signedIn.person.id,
    isMailOn: services.accounts.isMailOn,
    isAddressSet: services.mailAdmin.isAddressSet(),
    removing: people.find((person) => person.id === removing && person.id !== signedIn.person.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const me = signedIn.person;
  const form = await request.formData();
  const intent = field(form, 'intent', 40);
  if (intent === 'invite') {
    const role = roleOf(field(form, 'role', 20));
    if (!role) return data({ error: 'Choose a role.' }, { status: 400 });
    const email = field(form, 'email', 254);
    const result = await services.accounts.invite(me, { email, role }, linkBase(context));
    if (!result.ok) return data({ error: result.error, email }, { status: 400 });
    return {
      notice: result.mailed
        ? `Invitation mailed to ${email}. The link works for 72 hours.`
        : `Mail is off on this server: give ${email} this link yourself (it works once, for 72 hours).`,
      link: result.link,
    };
  }
  if (intent === 'set-role') {
    const id = idField(form, 'id');
    const role = roleOf(field(form, 'role', 20));
    if (!id || !role) return data({ error: 'That change could not be read.' }, { status: 400 });
    const result = await services.accounts.setRole(me, id, role);
    if (!result.ok) return data({ error: result.error }, { status: 409 });
    return { notice: 'Role changed.' };
  }
  if (intent === 'remove') {
    const id = idField(form, 'id');
    if (!id) return data({ error: 'That change could not be read.' }, { status: 400 });
    const result = await services.accounts.remove(me, id);
    if (!result.ok) return data({ error: result.error }, { status: 409 });
    return { notice: 'Removed. They were signed out everywhere and can no longer sign in.' };
  }
  if (intent === 'withdraw') {
    await services.accounts.withdrawInvite(me, field(form, 'email', 254));
    return { notice: 'Invitation withdrawn: its link no longer works.' };
  }
  throw data('Unknown action.', { status: 400 });
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { people, invites, me, isMailOn, removing } = loaderData;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const link = actionData && 'link' in actionData ? actionData.link : undefined;
  return (
    <>
      <ScreenTitle
        title="People"
        intro="Who can sign in here. Owners can do everything, including this page; editors work on content and leads."
      />
      {notice && (
        <Notice>
          {notice}
          {link && <span className="mt-2 block font-mono text-sm break-all">{link}</span>}
        </Notice>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <SiteAddressNotice isAddressSet={loaderData.isAddressSet} />
      {removing && <RemoveConfirm removing={removing} />}

      <section aria-labelledby="people-title" className="flex flex-col gap-4">
        <h2 id="people-title" className="text-h3 text-fg">
          {people.length === 1 ? '1 person' : `${people.length} people`}
        </h2>
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <RowCard key={person.id} data-email={person.email}>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold text-fg">
                  {person.name}
                  {person.id === me && <span className="font-normal text-fg-muted"> (you)</span>}
                </p>
                <p className="break-all text-sm text-fg-muted">{person.email}</p>
                <p className="text-sm text-fg-muted">
                  {ROLE_LABELS[person.role]} · since {when(person.createdAt)}
                </p>
              </div>
              {person.id !== me && (
                <div className="flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="set-role" />
                    <input type="hidden" name="id" value={person.id} />
                    <div className="flex flex-col gap-1">
                      <label
                        htmlFor={`role-${person.id}`}
                        className="text-sm font-semibold text-fg"
                      >
                        Role of {person.name}
                      </label>
                      <select
                        id={`role-${person.id}`}
                        name="role"
                        defaultValue={person.role}
                        className={`min-h-11 ${fieldControlClass} py-2`}
                      >
                        <option value="editor">Editor</option>
                        <option value="owner">Owner</option>
                      </select>
                    </div>
                    <Button type="submit" variant="outline">
                      Save role
                    </Button>
                  </Form>
                  <a href={`/admin/people?remove=${person.id}`} className={buttonClass('outline')}>
                    Remove<span className="sr-only"> {person.name}</span>
                  </a>
                </div>
              )}
            </RowCard>
          ))}
        </ul>
      </section>

      <InviteSection
        isMailOn={isMailOn}
        email={(actionData as { email?: string } | undefined)?.email}
      />
      {invites.length > 0 && <OpenInvites invites={invites} />}
    </>
  );
}
