/**
 * `GET /quote/<token>/document`: the quote's PDF by the same private link as its page (decision
 * 059), never by a public or guessable address. Answered as the page is: an unknown or malformed
 * token 404, a replaced or expired quote 410, in words; otherwise the PDF kept at sending, as a
 * download under a name holding the reference only, `private, no-store`, `no-referrer`,
 * noindex, `nosniff` and a policy that runs nothing. Answered by the server before React Router,
 * as a lead's files are.
 */

import { type OfficeContact, plainPage } from '../http/plain-page.ts';
import { FILE_POLICY } from '../http/security.ts';
import { attachment } from '../lead-files/serve.ts';
import type { Quotes } from './service.ts';

/** The path's shape; the token is checked by the service (quote-rows.ts isTokenShape). */
export const QUOTE_DOCUMENT_PATH = /^\/quote\/([^/]+)\/document$/;

/** Headers every answer of this address carries: the link's token is in it. */
const PRIVATE = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

const WORDS = {
  unknown: {
    status: 404,
    title: 'Quote not found',
    text: 'We cannot find a quote at this address. The link may be cut short or mistyped: open it again from our mail, or contact us for a new one.',
  },
  replaced: {
    status: 410,
    title: 'This quote was replaced',
    text: 'We have sent you a newer version of this quote, so this one can no longer be read or accepted. Open the link in our latest mail about it.',
  },
  expired: {
    status: 410,
    title: 'This quote has expired',
    text: 'This quote is past the day it was valid until. Contact us and we will send you an up-to-date one.',
  },
} as const;

export function createQuoteDocumentRoute(
  quotes: Pick<Quotes, 'document'>,
  contact: () => OfficeContact,
) {
  return async (request: Request, url: URL): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed\n', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
      });
    }
    const token = QUOTE_DOCUMENT_PATH.exec(url.pathname)?.[1] ?? '';
    const found = await quotes.document(token);
    if (found.state !== 'file') {
      const words = WORDS[found.state];
      return plainPage(words.status, words.title, words.text, contact(), PRIVATE);
    }
    const headers = new Headers({
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Length': String(found.bytes.byteLength),
      'Content-Disposition': attachment(found.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': `${FILE_POLICY}; sandbox`,
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(found.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}
