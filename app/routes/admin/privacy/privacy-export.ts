import { data } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import { field, requireUser } from '../../../server/admin-session.server';
import type { Route } from './+types/privacy-export';

/** Reading this path exports nothing: the address comes in a POST body, never in a URL. */
export function loader() {
  throw data('Export with the form on the Privacy screen.', { status: 405 });
}

/**
 * Owners only: everything stored about the posted address as one JSON download (decision 035).
 * The file is named by the address's audit reference, not the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  try {
    const { document, ref } = await services.privacy.exportFor(actor, field(form, 'email', 320));
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="personal-data-${ref}.json"`,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    });
  } catch (error) {
    if (isRefusal(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
