import { liveSearchIndexJson } from '../search/live-search-index.server';
import type { Route } from './+types/search-index';

// A resource route: pre-rendered to build/client/search-index.json from the seed for static
// copies; the server answers it from what is published now (cached until a publish). The
// results page's loader and the header's suggestions both use it (docs/decisions/012).
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await liveSearchIndexJson(context), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
