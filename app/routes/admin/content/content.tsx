import { buildMeta } from '../../../lib/meta';
import type { Route } from './+types/content';
import { ContentOverview } from './content-overview';
import { EditScreen } from './edit/edit-screen';
import { ItemList } from './list/item-list';
import { contentAction, contentLoader } from './server/content-route.server';

/*
 * One route for the whole editor: /admin/content (the collections), /admin/content/<collection>
 * (its list) and /admin/content/<collection>/<id or new> (the edit screen). Every route adds to
 * the manifest every public page loads, so the editor takes one.
 */

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name:
      loaderData?.view === 'edit'
        ? loaderData.title
        : loaderData?.view === 'list'
          ? loaderData.collection.label
          : 'Content',
    path: '/admin/content',
    noIndex: true,
  });

export const loader = (args: Route.LoaderArgs) => contentLoader(args);

export const action = (args: Route.ActionArgs) => contentAction(args);

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === 'overview') {
    return <ContentOverview collections={loaderData.collections} />;
  }
  if (loaderData.view === 'list') return <ItemList data={loaderData} actionData={actionData} />;
  // Each saved version is a fresh form (edit-screen.tsx keys it; its buttons stay).
  return <EditScreen data={loaderData} actionData={actionData} />;
}
