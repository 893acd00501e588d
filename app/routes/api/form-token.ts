import { data } from 'react-router';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/form-token';

/**
 * A fresh form token for the form's script (server/spam/form-token.ts), fetched when a visitor
 * starts on a form: its own, never cached or shared.
 */
export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data('Forms need the site server.', { status: 503 });
  return Response.json(
    { token: services.spam.issueToken('s') },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  );
}
