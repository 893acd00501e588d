import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Runs only at build time, pre-rendering each page. It writes nothing until
 * every Suspense boundary has resolved, so each static file holds the finished
 * page in place, readable without scripts, rather than fallbacks that a script
 * would later swap for hidden content.
 */
export default function handleRequest(
  _request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={_request.url} />,
      {
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
