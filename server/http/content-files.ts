/**
 * The files that list the content (sitemap, feed), rendered by the app's server build from what
 * is published now (app/server/content-files.server.ts) for the route table's pages.
 */
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { ServerExtras } from './server-extras.ts';

export function createContentFiles(build: ServerBuild, onError: (error: unknown) => void) {
  // The pages of the route table (the root's children) that a sitemap lists.
  const routePlaces = Object.values(build.routes).filter((route) => route?.parentId === 'root');
  /** A content file from what is published now; a 500 when that failed (logged). */
  return async (file: ServerExtras['contentFiles'][string], context: RouterContextProvider) => {
    try {
      const body = await file.render(context, routePlaces as { path?: string; index?: boolean }[]);
      return new Response(body, { status: 200, headers: { 'Content-Type': file.type } });
    } catch (error) {
      onError(error);
      return new Response('Internal Server Error\n', { status: 500 });
    }
  };
}
