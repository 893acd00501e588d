/**
 * The host name lookup every outbound connection makes (docs/decisions/040): the system's
 * resolver, then every answer checked; one refused answer refuses the connection. Checked at
 * connect time, not only when the URL was saved, since a name's answers can change in between
 * (DNS rebinding).
 */

import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isOwnNetwork, type OutboundPolicy, refusedRange } from './address-check.ts';

/** The error a refused address fails a connection with (its code is what the log shows). */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  readonly code = 'REFUSED_ADDRESS';
  /** The range that refused it (ipaddr.js's name), 'public' for plain http, or 'scheme'. */
  readonly range: string;
  constructor(range: string) {
    super(`refused: the address is in a ${range} range`);
    this.range = range;
  }
}

/**
 * Where a connection may go: `policy`, and with `ownNetworkOnly` (plain http) nowhere but the
 * company's own network.
 */
export interface Destination {
  policy: OutboundPolicy;
  ownNetworkOnly?: boolean;
}

/** Why `address` (an IP literal) may not be connected to, or undefined. */
export function addressRefusal(address: string, { policy, ownNetworkOnly }: Destination) {
  const range = refusedRange(address, policy);
  if (range) return range;
  if (ownNetworkOnly && !isOwnNetwork(address)) return 'public';
  return undefined;
}

/** The system's resolver, every answer at once (tests pass one that answers what they need). */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, answers: LookupAddress[]) => void,
) => void;

/** A `lookup` for net/tls/http connections that answers only allowed addresses. */
export function guardedLookup(destination: Destination, resolve: Resolve = lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answers) => {
      if (error) return callback(error, '', 0);
      const refused = answers
        .map((answer) => addressRefusal(answer.address, destination))
        .find(Boolean);
      if (refused || answers.length === 0) {
        return callback(new RefusedAddressError(refused ?? 'empty'), '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, answers);
      const [first] = answers as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;

/** Longest wait for the look-up of a URL being saved. */
const SAVE_LOOKUP_MS = 5000;

/**
 * Checks a URL's host now (when it is saved): an IP literal directly, a name by its answers.
 * Resolves with the refusal (a range, or 'not found'), or undefined when it may be used.
 */
export async function hostRefusal(
  hostname: string,
  destination: Destination,
  resolve: Resolve = lookup,
) {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return addressRefusal(bare, destination);
  return new Promise<string | undefined>((settle) => {
    // The office waits on this: a resolver that does not answer is a host not found.
    const timer = setTimeout(() => settle('not found'), SAVE_LOOKUP_MS);
    guardedLookup(destination, resolve)(bare, { all: true }, (error) => {
      clearTimeout(timer);
      if (!error) settle(undefined);
      else if (error instanceof RefusedAddressError) settle(error.range);
      else settle('not found');
    });
  });
}
