/**
 * Every page is sent with a form token of its own (docs/decisions/030-spam-folder.md): the
 * built or cached HTML holds a placeholder where the token goes, and the token is written over
 * it as the page leaves the server, like a per-request nonce. A page kept by a CDN carries the
 * token of the answer it kept, which tells when that copy was sent.
 */
import { TOKEN_PLACEHOLDER } from '../../app/forms/parse-form.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A page revalidated with its ETag on the same day is still the copy the browser has, token and
 * all; the next day's answer is a new page with a new token, so a token in a page the browser
 * keeps is never more than a day older than its last check (tokens last 7 days).
 */
export const tokenDay = (now = Date.now()) => Math.floor(now / DAY_MS).toString(36);

const withDay = (etag: string, day: string) =>
  etag.endsWith('"') ? `${etag.slice(0, -1)}-t${day}"` : `${etag}-t${day}`;

/** True for an answer whose body is HTML we may rewrite (not compressed, not empty). */
function isPlainHtml(response: Response): boolean {
  return (
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('content-encoding')
  );
}

/**
 * The answer with a fresh page token in place of each placeholder; an answer without one is
 * sent as it is. A request that already has this day's copy gets 304.
 */
export async function withPageToken(
  request: Request,
  response: Response,
  issue: () => string,
  now = Date.now(),
): Promise<Response> {
  if (!isPlainHtml(response)) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  if (!html.includes(TOKEN_PLACEHOLDER)) {
    return new Response(html, { status: response.status, headers });
  }
  headers.delete('content-length');
  const etag = headers.get('etag');
  if (etag) {
    const daily = withDay(etag, tokenDay(now));
    headers.set('ETag', daily);
    if (request.headers.get('if-none-match') === daily) {
      return new Response(null, { status: 304, headers });
    }
  }
  const body = html.replaceAll(TOKEN_PLACEHOLDER, issue());
  return new Response(body, { status: response.status, headers });
}
