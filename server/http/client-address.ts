import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY, read once at start: no proxy (the socket's address is the client), a count of
 * proxies in front of the server, or the proxies' own addresses and networks.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'count'; count: number }
  | { kind: 'list'; list: BlockList; text: string };

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Reads TRUST_PROXY. Empty, `0` or `false`: none. A whole number (or `true`, meaning 1): that
 * many proxies. Else a comma-separated list of addresses and CIDR networks
 * (`10.0.0.0/8, 2001:db8::/32, 127.0.0.1`). Throws an Error naming the bad entry.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return { kind: 'none' };
  if (value === 'true') return { kind: 'count', count: 1 };
  if (/^\d+$/.test(value)) {
    const count = Number(value);
    if (count > 20) throw new Error(`TRUST_PROXY counts proxies: ${value} is more than 20.`);
    return { kind: 'count', count };
  }
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const plain = plainAddress(address);
    if (!isIP(plain)) {
      throw new Error(
        `TRUST_PROXY must be a number of proxies or a list of addresses and networks (got "${entry}").`,
      );
    }
    if (prefix === undefined) {
      list.addAddress(plain, family(plain));
      continue;
    }
    const bits = Number(prefix);
    const max = family(plain) === 'ipv6' ? 128 : 32;
    if (!/^\d+$/.test(prefix) || bits > max) {
      throw new Error(`TRUST_PROXY has a network with a bad prefix length (got "${entry}").`);
    }
    list.addSubnet(plain, bits, family(plain));
  }
  return { kind: 'list', list, text: value };
}

const isTrusted = (trust: ProxyTrust, address: string) =>
  trust.kind === 'list' && isIP(address) !== 0 && trust.list.check(address, family(address));

/**
 * The client's address. Without trusted proxies: the socket's. Else the hops are the
 * X-Forwarded-For entries followed by the socket's address, and the client is the right-most
 * hop the configured proxies did not add: `count` hops from the right, or the first hop from
 * the right outside the list. Entries to its left were written by whoever sent the request,
 * so writing X-Forwarded-For changes nothing.
 */
export function clientAddress(
  trust: ProxyTrust,
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
): string {
  const socket = plainAddress(socketAddress ?? '') || 'unknown';
  if (trust.kind === 'none') return socket;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map(plainAddress)
    .filter((entry) => entry !== '');
  const hops = [...forwarded, socket];
  if (trust.kind === 'count') {
    // With fewer hops than proxies, the left-most one is as far as anyone can tell.
    return hops[Math.max(0, hops.length - 1 - trust.count)] ?? socket;
  }
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrusted(trust, hop)) return hop;
  }
  return hops[0] ?? socket;
}

/** Whether forwarded headers (protocol, host) come from a proxy we trust. */
export function isFromTrustedProxy(trust: ProxyTrust, socketAddress: string | undefined): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'count') return trust.count > 0;
  return isTrusted(trust, plainAddress(socketAddress ?? ''));
}

export const forwardedProto = (request: Request) =>
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();

/** A host as a URL takes it (`name`, `name:port`, `[::1]:8080`), or undefined when it is not one. */
function hostOf(text: string): URL | undefined {
  // Only a host and a port: no path, credentials, query or spaces a URL would split off.
  if (text === '' || /[\s/\\?#@]/.test(text)) return undefined;
  try {
    return new URL(`http://${text}`);
  } catch {
    return undefined;
  }
}

/**
 * The visitor's URL as they typed it; behind a trusted proxy, from its forwarded headers.
 * Undefined when the forwarded host is not a host (`a b`, `[::1`, a port of 99999): the caller
 * answers 400, never a guess.
 */
export function publicUrl(request: Request, proxied: boolean): URL | undefined {
  const url = new URL(request.url);
  if (!proxied) return url;
  const proto = forwardedProto(request);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) {
    const forwarded = hostOf(host);
    if (!forwarded) return undefined;
    url.hostname = forwarded.hostname;
    // A forwarded host without a port means the default one, not the server's own port.
    url.port = forwarded.port;
  }
  return url;
}
