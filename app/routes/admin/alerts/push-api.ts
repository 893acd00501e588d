/**
 * /admin/alerts/push: the inbox's "Notify this device" toggle talks to this (a resource route:
 * a fetcher would bring the router's fetcher code to every admin screen for one button).
 *   GET  → { publicKey, subscribed } (subscribed: this endpoint is stored for this account;
 *          `?endpoint=` asks about one)
 *   POST intent=subscribe (endpoint, p256dh, auth) / intent=unsubscribe (endpoint) → { on }
 * Any signed-in person, for their own devices; a refused subscription is a 422 with words.
 */
import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { summariseUserAgent } from '../../../../common/user-agent';
import { field, requireUser } from '../../../server/admin-session.server';
import type { Route } from './+types/push-api';

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const endpoint = new URL(request.url).searchParams.get('endpoint') ?? '';
  const subscribed = endpoint
    ? await services.alerts.isSubscribed(signedIn.person.id, endpoint.slice(0, 2000))
    : false;
  return json({ publicKey: await services.alerts.publicKey(), subscribed });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const endpoint = field(form, 'endpoint', 2001);
  if (!endpoint) throw data('The push endpoint is missing.', { status: 400 });
  if (intent === 'unsubscribe') {
    await services.alerts.unsubscribe(signedIn.person.id, endpoint);
    return json({ on: false });
  }
  if (intent !== 'subscribe') throw data('Unknown action.', { status: 400 });
  try {
    await services.alerts.subscribe(
      signedIn.person.id,
      { endpoint, p256dh: field(form, 'p256dh', 200), auth: field(form, 'auth', 100) },
      summariseUserAgent(request.headers.get('user-agent')),
    );
  } catch (error) {
    if (isRefusal(error)) return json({ error: error.message }, error.status);
    throw error;
  }
  return json({ on: true });
}
