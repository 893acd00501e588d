/**
 * The connection to a mail server an owner typed in /admin (decision 051, under 040's rule):
 * only public addresses, every answer of the host's look-up checked before the socket
 * connects, at every connection (a name whose answers change after the save is refused then).
 * Handed to nodemailer as its `getSocket`, so it speaks SMTP (and TLS) over this socket.
 */
import { type LookupAddress, lookup } from 'node:dns';
import { connect, isIP, type LookupFunction, type Socket } from 'node:net';
import { PUBLIC_ONLY } from '../outbound/address-check.ts';
import { addressRefusal, RefusedAddressError, type Resolve } from '../outbound/guarded-lookup.ts';

/** Where the office's mail server may be. */
export interface SmtpDestination {
  /**
   * Tests only (SMTP_TEST_PORT): this one port on 127.0.0.1 is allowed too, so a test's own
   * SMTP server can stand in for a provider's. Nothing else on this machine or network is.
   */
  testPort?: number;
  /** The resolver (tests pass one that answers what they need). */
  resolve?: Resolve;
}

/** Why `address` on `port` may not be connected to, or undefined. */
export function smtpAddressRefusal(address: string, port: number, destination: SmtpDestination) {
  if (
    destination.testPort !== undefined &&
    port === destination.testPort &&
    address === '127.0.0.1'
  ) {
    return undefined;
  }
  return addressRefusal(address, { policy: PUBLIC_ONLY });
}

/** A `lookup` answering only addresses this destination allows. */
function smtpLookup(port: number, destination: SmtpDestination): LookupFunction {
  const resolve = destination.resolve ?? lookup;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answers) => {
      if (error) return callback(error, '', 0);
      const refused = answers
        .map((answer) => smtpAddressRefusal(answer.address, port, destination))
        .find(Boolean);
      if (refused || answers.length === 0) {
        return callback(new RefusedAddressError(refused ?? 'empty'), '', 0);
      }
      if (options.all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, answers);
      }
      const [first] = answers as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

type SocketCallback = (error: Error | null, socket?: { connection: Socket }) => void;

/** nodemailer's `getSocket`: a checked, connected socket (or the reason there is none). */
export function guardedSmtpSocket(destination: SmtpDestination) {
  return (
    options: { host?: string; port?: number; connectionTimeout?: number },
    callback: SocketCallback,
  ) => {
    const host = String(options.host ?? '');
    const port = Number(options.port);
    const bare = host.replace(/^\[|\]$/g, '');
    // An IP literal skips the socket's look-up: checked here.
    const literalRefusal = isIP(bare) ? smtpAddressRefusal(bare, port, destination) : undefined;
    if (literalRefusal) {
      setImmediate(() => callback(new RefusedAddressError(literalRefusal)));
      return;
    }
    let settled = false;
    const settle = (error: Error | null, socket?: Socket) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket?.off('error', onError);
      callback(error, socket ? { connection: socket } : undefined);
    };
    const socket = connect({ host: bare, port, lookup: smtpLookup(port, destination) });
    const onError = (error: Error) => {
      socket.destroy();
      settle(error);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      settle(Object.assign(new Error('connection timed out'), { code: 'ETIMEDOUT' }));
    }, options.connectionTimeout ?? 10_000);
    socket.once('error', onError);
    socket.once('connect', () => settle(null, socket));
  };
}

/** Longest wait for the look-up of a host being saved. */
const SAVE_LOOKUP_MS = 5000;

/**
 * Checks the host when it is saved: resolves with the refusal ('not found', or the refused
 * range), or undefined when the host may be used.
 */
export function smtpHostRefusal(
  host: string,
  port: number,
  destination: SmtpDestination,
): Promise<string | undefined> {
  if (isIP(host)) return Promise.resolve(smtpAddressRefusal(host, port, destination));
  return new Promise((settle) => {
    const timer = setTimeout(() => settle('not found'), SAVE_LOOKUP_MS);
    smtpLookup(port, destination)(host, { all: true }, (error) => {
      clearTimeout(timer);
      if (!error) settle(undefined);
      else if (error instanceof RefusedAddressError) settle(error.range);
      else settle('not found');
    });
  });
}
