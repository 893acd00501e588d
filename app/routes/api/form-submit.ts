import { data } from 'react-router';
import type { FormKind } from '../../forms/form-result';
import { apiFormAction } from '../../forms/handle-submission.server';
import type { Route } from './+types/form-submit';

const KINDS: readonly FormKind[] = ['quote', 'message', 'comment', 'subscribe'];

/** Form posts from the forms' script: `/api/forms/quote` and so on; answers JSON. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = KINDS.find((known) => known === params.kind);
  if (!kind) throw data('There is no such form.', { status: 404 });
  const postSlug = new URL(request.url).searchParams.get('post') ?? undefined;
  return apiFormAction({ request, context, kind, postSlug });
}
