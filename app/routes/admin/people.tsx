import { data } from 'react-router';
import type { Role } from '../../../server/db/schema';
import { buildMeta } from '../../lib/meta';
import { field, idField, linkBase, requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/people';
import { ScreenTitle } from './admin-shell';
import { ClockNote, CompanyClock, Notice, Panel } from './kit';
import { SiteAddressNotice } from './office/site-address-notice';
import { InviteSection, OpenInvites, PersonCard } from './people-parts';

export const meta = () => buildMeta({ name: 'People', path: '/admin/people', noIndex: true });

const roleOf = (value: string): Role | undefined =>
  value === 'owner' || value === 'editor' ? value : undefined;

/** Owners only: everyone with an account and the open invitations. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const [{ people, invites }, office] = await Promise.all([
    services.accounts.people(),
    services.office.settings(),
  ]);
  return {
    people,
    invites,
    me: signedIn.person.id,
    isMailOn: services.accounts.isMailOn,
    isAddressSet: services.mailAdmin.isAddressSet(),
    timeZone: office.timeZone,
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
    // Their posts keep their name; their photo and line leave with them (decision 055).
    await services.taxonomy.peopleChanged();
    return { notice: 'Removed. They were signed out everywhere and can no longer sign in.' };
  }
  if (intent === 'withdraw') {
    await services.accounts.withdrawInvite(me, field(form, 'email', 254));
    return { notice: 'Invitation withdrawn: its link no longer works.' };
  }
  throw data('Unknown action.', { status: 400 });
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { people, invites, me, isMailOn, timeZone } = loaderData;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const link = actionData && 'link' in actionData ? actionData.link : undefined;
  const typedEmail = (actionData as { email?: string } | undefined)?.email;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="People"
        intro="Who can sign in here. Owners can do everything, including this page; editors work on content and leads."
      />
      <ClockNote />
      <Notice tone="success">
        {notice && (
          <>
            {notice}
            {link && <span className="mt-2 block font-mono text-sm break-all">{link}</span>}
          </>
        )}
      </Notice>
      {/* An invitation's refusal shows at its field; the others here. */}
      {error && typedEmail === undefined && <Notice tone="error">{error}</Notice>}
      <SiteAddressNotice isAddressSet={loaderData.isAddressSet} />

      <Panel id="people-title" title={people.length === 1 ? '1 person' : `${people.length} people`}>
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <PersonCard key={person.id} person={person} isMe={person.id === me} />
          ))}
        </ul>
      </Panel>

      <InviteSection
        isMailOn={isMailOn}
        email={typedEmail}
        error={typedEmail !== undefined ? error : undefined}
      />
      {invites.length > 0 && <OpenInvites invites={invites} />}
    </CompanyClock>
  );
}
