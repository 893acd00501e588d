import type { Route } from './+types/content-api';
import { contentApiAction } from './server/content-api.server';

/*
 * The edit form's questions as you type (a body's preview, whether an address is free) and a
 * picture's focal point, answered as JSON by a resource route. (A fetcher on the edit route
 * would carry React Router's fetcher hook into the code every public page loads.)
 */
export const action = (args: Route.ActionArgs) => contentApiAction(args);
