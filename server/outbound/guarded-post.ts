/**
 * One POST to a URL someone in the office set (a webhook, a push service's endpoint), through
 * the guarded lookup: no redirect is followed (a 3xx is an answer like any other), a name is
 * resolved and checked at every connection, an IP literal is checked before it (the socket
 * skips the lookup for those), and plain http goes only to the company's own network when the
 * policy allows it. The answer's body is never read: it may echo what was sent.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { describeError } from '../ops/error-code.ts';
import type { OutboundPolicy } from './address-check.ts';
import {
  addressRefusal,
  type Destination,
  guardedLookup,
  RefusedAddressError,
} from './guarded-lookup.ts';

/** A post that got no answer in time (code TIMEOUT, as the failure log knows it). */
const timeoutError = () => Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' });

/** Where `url` may be posted under `policy`: the refusal, or the destination to connect with. */
export function destinationOf(url: URL, policy: OutboundPolicy): Destination | RefusedAddressError {
  const isPlain = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !isPlain) return new RefusedAddressError('scheme');
  if (isPlain && !policy.allowPrivate) return new RefusedAddressError('plain http');
  const destination = { policy, ownNetworkOnly: isPlain };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refused = isIP(host) ? addressRefusal(host, destination) : undefined;
  return refused ? new RefusedAddressError(refused) : destination;
}

/** Posts `body`; resolves with the answer's status, rejects with a coded error. */
export function guardedPost(
  raw: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(raw);
  const destination = destinationOf(url, policy);
  if (destination instanceof Error) return Promise.reject(destination);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(destination),
      // A connection of its own: every post looks the name up again and checks it.
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(timeoutError()), timeoutMs);
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(timer);
      resolve(response.statusCode ?? 0);
      response.on('error', (error) => {
        // The post's outcome stands (its status is in); the log says the connection misbehaved.
        console.error(
          `outbound: the answer of a receiver (HTTP ${response.statusCode}) could not be discarded:`,
          describeError(error),
        );
      });
      response.destroy();
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
