import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { buildMeta } from '../../../lib/meta';
import { field, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { ClockNote, CompanyClock, Panel } from '../kit';
import { OfficeTabs } from '../office/office-tabs';
import type { Route } from './+types/alerts';
import type { Answer } from './alert-answer';
import { AlertProblems } from './alert-problems';
import { DigestSection } from './digest-section';
import { WebhookSection } from './webhook-section';

export const meta = () => buildMeta({ name: 'Alerts', path: '/admin/alerts', noIndex: true });
export const headers = adminHeaders;

/** Owners: where new leads are announced besides mail, and the daily digest. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const [settings, devices, problems, clock] = await Promise.all([
    services.alerts.settings(),
    services.alerts.devices(signedIn.person.id),
    services.alerts.problems(),
    services.leads.clock(),
  ]);
  return {
    settings,
    devices,
    problems,
    timeZone: clock.timeZone,
    isMailOn: services.isMailOn,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  try {
    if (intent === 'webhook') {
      const url = await services.alerts.setWebhook(field(form, 'webhookUrl', 2001), actor);
      const notice = url ? 'Webhook saved: new leads are posted to it.' : 'Webhook turned off.';
      return { form: 'webhook', notice } satisfies Answer;
    }
    if (intent === 'digest') {
      const hour = await services.alerts.setDigestHour(field(form, 'digestHour', 3), actor);
      const notice =
        hour === null
          ? 'Daily digest turned off.'
          : `Daily digest saved: ${String(hour).padStart(2, '0')}:00.`;
      return { form: 'digest', notice } satisfies Answer;
    }
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return data({ form: intent, error: error.message } as Answer, { status: error.status });
  }
  if (intent === 'test') {
    const result = await services.alerts.testWebhook();
    return result.ok
      ? ({ form: 'test', notice: `The test was delivered (HTTP ${result.status}).` } as Answer)
      : data({ form: 'test', error: `The test was not delivered: ${result.cause}.` } as Answer, {
          status: 502,
        });
  }
  throw data('Unknown action.', { status: 400 });
}

export default function AlertsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, devices, problems, timeZone, isMailOn } = loaderData;
  const answer = actionData as Answer | undefined;
  const about = (form: Answer['form']) => (answer?.form === form ? answer : undefined);
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Alerts"
        intro="Besides the mail to the office, each new quote request and message can be posted to a webhook (a chat channel, for example) and pushed to the phones that turned push on. Spam alerts no one."
      />
      <OfficeTabs />
      <ClockNote />
      <WebhookSection url={settings.webhookUrl} saved={about('webhook')} tested={about('test')} />
      <Panel id="push-title" title="Push to phones" wide={false}>
        <p className="text-fg">
          {devices.all === 1 ? '1 device gets' : `${devices.all} devices get`} push alerts (
          {devices.yours} of them yours).
        </p>
        <p className="text-fg-muted">
          Each person turns push on for their own phone or computer on the Leads page, with “Notify
          this device”. A push says the kind of lead, its number and service, never the sender’s
          name, because it shows on a locked screen.
        </p>
      </Panel>
      <DigestSection
        hour={settings.digestHour}
        timeZone={timeZone}
        isMailOn={isMailOn}
        saved={about('digest')}
      />
      <AlertProblems problems={problems} />
    </CompanyClock>
  );
}
