import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { site } from './content/site';
import { embedOrigins } from './lib/embed-origins';
import { NonceContext } from './lib/nonce';
import { isCacheablePage, isLivePath } from './lib/server-paths';
import { contentFiles } from './server/content-files.server';
import {
  contentTagsContext,
  previewContext,
  requestInfoContext,
  servicesContext,
} from './server/context';
import { liveShareCard } from './share/live-card.server';

/**
 * What the Node server (server/main.ts) takes from this build: the context keys it fills for
 * loaders and actions, the office's contact details for its own error pages, which
 * pre-rendered paths it renders per request, and the hosts the security policy lets it frame.
 */
export const serverExtras = {
  servicesContext,
  requestInfoContext,
  contentTagsContext,
  previewContext,
  office: { name: site.name, phone: site.phone, email: site.email },
  isLivePath,
  isCacheablePage,
  contentFiles,
  liveShareCard,
  embedOrigins,
};

/** Route ids that answer "not found": the catch-all route gets status 404. */
const NOT_FOUND_ROUTES = new Set(['not-found-splat']);

/**
 * Renders each page, at build time (pre-rendering) and on the server. It writes nothing until
 * every Suspense boundary has resolved, so each page holds the finished content in place,
 * readable without scripts, rather than fallbacks that a script would later swap for hidden
 * content.
 */
export default function handleRequest(
  _request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Set by the server for each request; none at build time (pre-rendered scripts are hashed).
  const nonce = loadContext.get(requestInfoContext).nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    const leaf = routerContext.staticHandlerContext.matches.at(-1);
    let statusCode = leaf && NOT_FOUND_ROUTES.has(leaf.route.id) && status === 200 ? 404 : status;
    const { pipe } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={_request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Never move a large finished block out of place into a script-inserted chunk.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html');
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream, { headers, status: statusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
