import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import type { OfficeSettings } from '../../../../server/leads/office-settings';
import { QUOTE_SWITCHABLE } from '../../../forms/quote-fields';
import { buildMeta } from '../../../lib/meta';
import { field, requireUser } from '../../../server/admin-session.server';
import { privacyStatus } from '../../../server/privacy-notice.server';
import { ScreenTitle } from '../admin-shell';
import { Notice } from '../kit';
import type { Route } from './+types/office';
import { OfficeForm } from './office-form';
import { OfficeTabs } from './office-tabs';
import { SiteAddressNotice } from './site-address-notice';

export const meta = () =>
  buildMeta({ name: 'Office settings', path: '/admin/office', noIndex: true });

/** The time zones offered: the runtime's IANA list (the server checks against the same). */
const zones = () => [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();

/** Owners only: the company's time zone, the quote form's required fields, the acknowledgement. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  return {
    settings: await services.office.settings(),
    zones: zones(),
    isMailOn: services.isMailOn,
    isAddressSet: services.mailAdmin.isAddressSet(),
    privacy: await privacyStatus(context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  if (form.get('intent') !== 'save') throw data('Unknown action.', { status: 400 });
  const required = form.getAll('required').map(String);
  const values: Partial<OfficeSettings> = {
    timeZone: field(form, 'timeZone', 64),
    requiredQuoteFields: QUOTE_SWITCHABLE.filter((name) => required.includes(name)),
    acknowledge: form.get('acknowledge') === 'on',
  };
  // A field that is none of the form's is a made-up post: named, and nothing is saved.
  const unknown = required.find((name) => !(QUOTE_SWITCHABLE as readonly string[]).includes(name));
  if (unknown !== undefined) {
    return data(
      { field: 'required', error: 'That is not one of the quote form’s fields.' },
      { status: 400 },
    );
  }
  try {
    const actor = { id: signedIn.person.id, email: signedIn.person.email };
    await services.office.save(actor, values);
  } catch (error) {
    if (isRefusal(error)) {
      return data({ field: error.field ?? '', error: error.message }, { status: error.status });
    }
    throw error;
  }
  return { notice: 'Saved. The quote form and the next mails follow the new settings.' };
}

export default function Office({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData : undefined;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  return (
    <>
      <ScreenTitle
        title="Office settings"
        intro="How the website answers the people who write to you: the time zone your times are shown in, which quote form fields are required, and the copy of their request they get by mail."
      />
      <OfficeTabs />
      <SiteAddressNotice isAddressSet={loaderData.isAddressSet} />
      {error ? (
        <Notice tone="error">{error.error}</Notice>
      ) : (
        <Notice tone="success">{notice}</Notice>
      )}
      <OfficeForm
        settings={loaderData.settings}
        zones={loaderData.zones}
        isMailOn={loaderData.isMailOn}
        privacy={loaderData.privacy}
        errorField={error?.field}
      />
    </>
  );
}
