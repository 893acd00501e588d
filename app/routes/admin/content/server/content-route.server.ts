/** The content route's loader and action, by address: the overview, a list, an item. */
import { data, type RouterContextProvider } from 'react-router';
import { isCollection } from '../../../../../common/collections';
import { isRefusal } from '../../../../../common/refusal';
import { requireUser } from '../../../../server/admin-session.server';
import { editAction } from './edit-action.server';
import { editData } from './edit-data.server';
import { listAction } from './list-action.server';
import { listData, overviewData } from './list-data.server';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { collection?: string; item?: string };
}

/** The collection named in the address, or a 404. */
function collectionParam(name: string) {
  if (!isCollection(name)) throw data(`There is no collection "${name}".`, { status: 404 });
  return name;
}

/** A store refusal the screens did not expect, answered with its own status, never a 500. */
async function answered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function contentLoader({ request, context, params }: Args) {
  // Owners and editors both edit content.
  const { services, signedIn } = await requireUser(request, context);
  const url = new URL(request.url);
  return answered(async () => {
    if (!params.collection) return overviewData(services);
    const collection = collectionParam(params.collection);
    if (!params.item) return listData(services, collection, url);
    return editData(services, collection, params.item, url, signedIn.person.id);
  });
}

export async function contentAction({ request, context, params }: Args) {
  const { services, signedIn } = await requireUser(request, context);
  if (!params.collection) throw data('Unknown action.', { status: 400 });
  const collection = collectionParam(params.collection);
  const form = await request.formData();
  const actor = signedIn.person.id;
  const item = params.item;
  return answered(() =>
    item
      ? editAction({ services, actor, collection, param: item, form })
      : listAction(services, actor, collection, form),
  );
}
