import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { contactView } from './content/contact-view';
import { site } from './content/site';
import type { ContactDetails } from './content/types';
import { embedOrigins } from './lib/embed-origins';
import { NonceContext } from './lib/nonce';
import { isCacheablePage, isLivePath } from './lib/server-paths';
import { setContactSource } from './lib/structured-data/contact-source';
import { contactContext, lastKnownContact } from './server/contact.server';
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
 * loaders and actions, the office's contact details for its own error pages (the last ones a
 * published page showed: those pages must not need the database), which pre-rendered paths it
 * renders per request, and the hosts the security policy lets it frame.
 */
export const serverExtras = {
  servicesContext,
  requestInfoContext,
  contentTagsContext,
  previewContext,
  get office() {
    const { phone, email } = contactView(lastKnownContact());
    return { name: site.name, phone, email };
  },
  isLivePath,
  isCacheablePage,
  contentFiles,
  liveShareCard,
  embedOrigins,
};

/**
 * The contact details of the render in progress, for structured data: route `meta` functions
 * get no request context (app/lib/structured-data/contact-source.ts).
 */
const renderedContact = new AsyncLocalStorage<ContactDetails>();
setContactSource(() => renderedContact.getStore());

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
  // What the root loader read (none if it failed: structured data then says the seed's).
  const contact = loadContext.get(contactContext) ?? lastKnownContact();
  return renderedContact.run(contact, () =>
    render(_request, status, headers, routerContext, nonce),
  );
}

function render(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
) {
  return new Promise<Response>((resolve, reject) => {
    const leaf = routerContext.staticHandlerContext.matches.at(-1);
    let statusCode = leaf && NOT_FOUND_ROUTES.has(leaf.route.id) && status === 200 ? 404 : status;
    const { pipe } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
