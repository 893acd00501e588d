import { isIP } from 'node:net';
import type { RateLimiter } from './rate-limit.ts';

/**
 * The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` dropped, an IPv4 tail
 * such as `::ffff:192.0.2.1` read as two groups), or undefined when it is not one.
 */
function ipv6Groups(address: string): number[] | undefined {
  const text = address.toLowerCase().replace(/%.*$/, '');
  if (isIP(text) !== 6) return undefined;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const hex = tail
    ? `${text.slice(0, tail.index)}${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${((Number(tail[3]) << 8) | Number(tail[4])).toString(16)}`
    : text;
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, rest] = hex.split('::');
  const left = groupsOf(head);
  const right = groupsOf(rest);
  const gap = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(gap).fill(0), ...right];
}

/**
 * What every per-address limit counts by (docs/decisions/039): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address, `::ffff:192.0.2.1`, counts as `192.0.2.1`), and an IPv6 address by
 * its /64, spelled one way (`2001:0db8:0000:0001::/64`, expanded and lower case). One household
 * or server is given a whole /64 and may use any address in it, so counting single IPv6
 * addresses would let one client rotate past every limit. Anything else is kept as it is.
 */
export function limitKey(address: string): string {
  const plain = address.trim();
  if (isIP(plain) === 4) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const network = groups.slice(0, 4).map((group) => group.toString(16).padStart(4, '0'));
  return `${network.join(':')}::/64`;
}

/** The limiter, counting each client by {@link limitKey} of its address. */
export const byNetwork = (limiter: RateLimiter): RateLimiter => ({
  hit: (address) => limiter.hit(limitKey(address)),
});
