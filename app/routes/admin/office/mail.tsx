import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { buildMeta } from '../../../lib/meta';
import { field, passwordField, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { ConfirmDialog, Notice } from '../kit';
import type { Route } from './+types/mail';
import { MailServerForm, REMOVE_SERVER } from './mail-form';
import { MailHints } from './mail-hints';
import { EnvMailServer, SiteAddressForm, TestMailForm } from './mail-sections';
import { OfficeTabs } from './office-tabs';

export const meta = () => buildMeta({ name: 'Mail', path: '/admin/office/mail', noIndex: true });
export const headers = adminHeaders;

/** Owners only: the outgoing mail server, its test mail, and the site's address (decision 051). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const view = await services.mailAdmin.view();
  const removing = new URL(request.url).searchParams.get('remove') === '1' && Boolean(view.server);
  return { view, me: signedIn.person.email, removing };
}

/** Longest text taken from a field; longer is refused by the checks, not cut. */
const MAX_FIELD = 1000;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const form = await request.formData();
  const intent = field(form, 'intent', 40);
  try {
    if (intent === 'save-server') {
      const values = Object.fromEntries(
        ['host', 'port', 'security', 'user', 'from', 'notifyTo'].map((name) => [
          name,
          field(form, name, MAX_FIELD),
        ]),
      );
      await services.mailAdmin.save(actor, values, passwordField(form, 'password'));
      return {
        notice: 'Saved. Mail goes through this server from now on; send a test mail to be sure.',
      };
    }
    if (intent === 'test') {
      const result = await services.mailAdmin.sendTest(signedIn.person.email);
      return { test: result };
    }
    if (intent === 'remove-server') {
      await services.mailAdmin.clear(actor);
      return { notice: 'The mail server was removed: no mail is sent until another is saved.' };
    }
    if (intent === 'save-address') {
      const origin = await services.mailAdmin.saveSiteAddress(
        actor,
        field(form, 'siteAddress', MAX_FIELD),
      );
      return { notice: `Saved. Links in mails now start with ${origin}.` };
    }
  } catch (error) {
    if (isRefusal(error)) {
      return data({ field: error.field ?? '', error: error.message }, { status: error.status });
    }
    throw error;
  }
  return data({ field: '', error: 'That action is not one this screen knows.' }, { status: 400 });
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { view, me, removing } = loaderData;
  const error = actionData && 'error' in actionData ? actionData : undefined;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const test = actionData && 'test' in actionData ? actionData.test : undefined;
  return (
    <>
      <ScreenTitle
        title="Mail"
        intro="The mail server the website sends through, a test that it works, and the address the links in its mails start with."
      />
      <OfficeTabs />
      {error ? (
        <Notice tone="error">{error.error}</Notice>
      ) : test ? (
        <Notice tone={test.ok ? 'success' : 'error'}>{test.words}</Notice>
      ) : (
        <Notice tone="success">{notice}</Notice>
      )}
      {view.keySource === 'none' && !view.isFromEnv && (
        <Notice tone="warning" live={false}>
          This server cannot keep a password yet: whoever runs it sets SETTINGS_KEY, the same on
          every server. A mail server that needs no password can be saved now.
        </Notice>
      )}
      {view.isPasswordUnreadable && (
        <Notice tone="error" live={false}>
          The saved password cannot be read on this server (its key changed): type it again and
          save. Until then no mail is sent.
        </Notice>
      )}
      {view.server && !view.isFromEnv && (
        <ConfirmDialog
          id={REMOVE_SERVER}
          isOpen={removing}
          title="Remove the mail server?"
          consequence="Its settings and password are deleted and the website sends no mail until another server is saved. Mail waiting to go stays in the outbox."
          confirm="Remove the mail server"
          action="/admin/office/mail"
        >
          <input type="hidden" name="intent" value="remove-server" />
        </ConfirmDialog>
      )}
      {view.isFromEnv ? (
        <EnvMailServer view={view} />
      ) : (
        <MailServerForm view={view} errorField={error?.field} />
      )}
      <TestMailForm to={me} isOn={view.isOn} />
      {!view.isFromEnv && <MailHints />}
      <SiteAddressForm view={view} errorField={error?.field} />
    </>
  );
}
