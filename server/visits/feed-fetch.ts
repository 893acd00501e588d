/**
 * One GET of a calendar feed a person set (decision 040's rules): through the guarded lookup
 * (every answer of the name checked at connection; an IP literal before it), https only under
 * the public-only policy, no redirect followed, at most `maxBytes` read and `timeoutMs` waited.
 * It rejects with a coded error the settings screen turns into words (feedWords).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { guardedLookup, RefusedAddressError } from '../outbound/guarded-lookup.ts';
import { destinationOf } from '../outbound/guarded-post.ts';

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 8000;

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** The feed's text, or a rejection: refused address, HTTP status, too large, no answer. */
export function fetchFeed(
  raw: string,
  policy: OutboundPolicy,
  { maxBytes = FEED_MAX_BYTES, timeoutMs = FEED_TIMEOUT_MS } = {},
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return Promise.reject(new RefusedAddressError('scheme'));
  }
  const destination = destinationOf(url, policy);
  if (destination instanceof Error) return Promise.reject(destination);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<string>((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { Accept: 'text/calendar' },
      lookup: guardedLookup(destination),
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(coded('no answer in time', 'TIMEOUT')),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        response.destroy();
        fail(coded(`HTTP ${response.statusCode}`, `HTTP_${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          fail(coded('the feed is too large', 'TOO_LARGE'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

/** What the settings screen says about a feed that failed (never a socket error). */
export function feedWords(error: unknown): string {
  if (error instanceof RefusedAddressError) {
    return 'refused: only https:// addresses on the public internet are fetched';
  }
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && code.startsWith('HTTP_')) {
    return `the calendar answered HTTP ${code.slice(5)}: check the address`;
  }
  if (code === 'TOO_LARGE') return 'the calendar is larger than 2 MB: share a smaller one';
  if (code === 'UNREADABLE') return 'the answer is not a calendar (iCal) file';
  return 'no answer from the calendar’s server';
}
