/** The list's actions on one item: duplicate, unpublish, delete (after its confirmation). */
import { data, redirect } from 'react-router';
import { isRefusal } from '../../../../../common/refusal';
import type { Services } from '../../../../../server/services';
import { field, idField } from '../../../../server/admin-session.server';
import { contentPath, SETTINGS } from '../collection-labels';

export async function listAction(
  services: Services,
  actor: number,
  collection: string,
  form: FormData,
) {
  const intent = field(form, 'intent', 40);
  const id = idField(form, 'id');
  if (!id) return data({ error: 'That change could not be read.' }, { status: 400 });
  const item = await services.content.editor.get(id).catch((error: unknown) => {
    if (isRefusal(error)) return undefined;
    throw error;
  });
  if (!item || item.collection !== collection) {
    return data({ error: 'That item no longer exists.' }, { status: 404 });
  }
  const list = contentPath(collection);
  if (intent === 'unpublish') {
    await services.content.unpublish(id, actor);
    return redirect(`${list}?done=unpublished`, { status: 303 });
  }
  if (collection === SETTINGS) {
    return data({ error: 'Settings documents are kept: edit them instead.' }, { status: 400 });
  }
  if (intent === 'duplicate') {
    const copy = await services.content.duplicate(id, actor);
    return redirect(`${contentPath(collection, copy.id)}?done=duplicated`, { status: 303 });
  }
  if (intent === 'delete') {
    await services.content.remove(id, actor);
    return redirect(`${list}?done=deleted`, { status: 303 });
  }
  throw data('Unknown action.', { status: 400 });
}
