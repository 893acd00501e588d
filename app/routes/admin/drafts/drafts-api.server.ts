/**
 * POST /admin/drafts-api (docs/decisions/048): intent `save` keeps what is being typed in the
 * person's slot for that item or lead, `discard` empties it. Allowed to whoever may make the
 * save itself (any signed-in owner or editor, from this site: server/accounts/authorize.ts).
 * Answered as JSON; bad input is a 4xx with a sentence; a failure is logged once (its kind and
 * code, never what was typed) and answered 503. Nothing typed goes in the address or the log.
 */
import type { RouterContextProvider } from 'react-router';
import { isCollection, SETTINGS } from '../../../../common/collections';
import { checkDraft, type DraftKind, isTarget } from '../../../../common/draft-shapes';
import { isRefusal } from '../../../../common/refusal';
import { isRowId } from '../../../../common/row-id';
import type { SlotKey } from '../../../../server/drafts/autosaves';
import type { Services } from '../../../../server/services';
import { field, requireUser } from '../../../server/admin-session.server';

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: HEADERS });

/** Whether the item or lead the slot is for exists (a slot for nothing is refused, 404). */
async function exists(services: Services, kind: DraftKind, target: string) {
  if (kind === 'reply') {
    const id = Number(target);
    return isRowId(id) && Boolean(await services.leads.lead(id));
  }
  const [collection = '', param = ''] = target.split('/');
  if (!isCollection(collection)) return false;
  if (param === 'new') return collection !== SETTINGS;
  const id = Number(param);
  if (!isRowId(id)) return false;
  try {
    return (await services.content.editor.get(id)).collection === collection;
  } catch (error) {
    // The store's "no such item" (a 404 refusal); anything else is a failure.
    if (isRefusal(error) && error.status === 404) return false;
    throw error;
  }
}

export async function draftsApiAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const kind = field(form, 'kind', 20);
  const target = field(form, 'target', 60);
  if (intent !== 'save' && intent !== 'discard') return answer({ error: 'Unknown request.' }, 400);
  const text = form.get('draft');
  const checked =
    intent === 'save' ? checkDraft(kind, target, typeof text === 'string' ? text : '') : undefined;
  if (checked && !checked.ok) return answer({ error: checked.message }, checked.status);
  if ((kind !== 'content' && kind !== 'reply') || !isTarget(kind, target)) {
    return answer({ error: 'The draft does not say what it belongs to.' }, 400);
  }
  const base = Number(form.get('baseVersion'));
  const baseVersion = kind === 'content' && Number.isInteger(base) && base > 0 ? base : null;
  const key: SlotKey = { kind, target, userId: signedIn.person.id };
  try {
    if (!(await exists(services, kind, target))) {
      return answer({ error: 'There is no such item or lead.' }, 404);
    }
    if (!checked) {
      await services.drafts.discard(key);
      return answer({ discarded: true });
    }
    const { savedAt } = await services.drafts.save(key, checked.json, baseVersion);
    return answer({ savedAt });
  } catch (error) {
    services.failures.failure('drafts', error, `(a ${kind} draft was not kept)`);
    return answer(
      { error: 'The draft could not be kept just now. What you typed is still here.' },
      503,
    );
  }
}
