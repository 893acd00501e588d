/**
 * Every page is sent with a form token of its own (docs/decisions/030-spam-folder.md): the
 * built or cached HTML holds a placeholder where the token goes, and the token is written over
 * it as the page leaves the server, like a per-request nonce. A page kept by a CDN carries the
 * token of the answer it kept, which tells when that copy was sent.
 *
 * Such a page is sent without a validator (ETag, Last-Modified): a browser that kept it asks
 * again and gets a new page with a new token, never a 304 that revives its old one (several
 * forms sent from one kept copy would read as a replayed token). The render cache still spares
 * the rendering.
 */
import { TOKEN_PLACEHOLDER } from '../../app/forms/parse-form.ts';

/** True for an answer whose body is HTML we may rewrite (not compressed, not empty). */
function isPlainHtml(response: Response): boolean {
  return (
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('content-encoding')
  );
}

/**
 * The answer with a fresh page token in place of each placeholder; any other answer as it is.
 * `rewrite` may change the HTML first (the no-script page view, stats-pixel.ts).
 */
export async function withPageToken(
  response: Response,
  issue: () => string,
  rewrite: (html: string, status: number) => string = (html) => html,
): Promise<Response> {
  if (!isPlainHtml(response)) return response;
  const html = rewrite(await response.text(), response.status);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!html.includes(TOKEN_PLACEHOLDER)) {
    return new Response(html, { status: response.status, headers });
  }
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
  const body = html.replaceAll(TOKEN_PLACEHOLDER, issue());
  return new Response(body, { status: response.status, headers });
}
