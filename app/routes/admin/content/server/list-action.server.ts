/**
 * The list's actions: on one item duplicate, unpublish, delete (after its confirmation), move
 * up or down; on the whole list a new order (a drag's drop posts every id in its new place).
 */
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
  if (intent === 'reorder' || intent.startsWith('move-')) {
    return reorderAction(services, actor, collection, intent, form);
  }
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

/** The ids of the list in their new order: `order` ("3,1,2") or one item moved up or down. */
function newOrder(intent: string, form: FormData, ids: readonly number[]): number[] | undefined {
  if (intent === 'reorder') {
    const posted = field(form, 'order', 20_000).split(',').map(Number);
    return posted.every((id) => Number.isInteger(id) && id > 0) ? posted : undefined;
  }
  const id = idField(form, 'id');
  const from = id ? ids.indexOf(id) : -1;
  const to = intent === 'move-up' ? from - 1 : intent === 'move-down' ? from + 1 : -1;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  const moved = [...ids];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/** Moves items in the collection's order; the list comes back with `?done=moved`. */
async function reorderAction(
  services: Services,
  actor: number,
  collection: string,
  intent: string,
  form: FormData,
) {
  const current = (await services.content.editor.list(collection))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
    .map((item) => item.id);
  const order = newOrder(intent, form, current);
  if (!order) return data({ error: 'That move could not be read.' }, { status: 400 });
  try {
    await services.content.reorder(collection, order, actor);
  } catch (error) {
    if (isRefusal(error)) {
      return data({ error: sentenceOf(error.message) }, { status: error.status });
    }
    throw error;
  }
  return redirect(`${contentPath(collection)}?done=moved`, { status: 303 });
}

const sentenceOf = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
