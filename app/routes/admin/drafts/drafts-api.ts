import type { Route } from './+types/drafts-api';
import { draftsApiAction } from './drafts-api.server';

/*
 * The autosave of the content editor and of a lead's reply, answered as JSON by a resource route
 * (a fetcher on the screens' routes would carry React Router's fetcher hook into every page).
 */
export const action = (args: Route.ActionArgs) => draftsApiAction(args);
