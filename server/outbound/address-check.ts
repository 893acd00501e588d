/**
 * Which addresses the server may open a connection to for a URL someone in the office set
 * (docs/decisions/040-outbound-requests.md). Public unicast only: never loopback, private,
 * link-local, CGNAT, unique-local, multicast, reserved or unspecified space, nor an address that
 * hides one (IPv4-mapped IPv6). `allowPrivate` (ALERTS_ALLOW_PRIVATE=1) also lets in the
 * company's own network: loopback, RFC 1918, CGNAT and unique-local; link-local never.
 */
import ipaddr from 'ipaddr.js';

/** What one outbound request may reach. */
export interface OutboundPolicy {
  /** The company's own network too (loopback, private, CGNAT, unique-local). */
  allowPrivate: boolean;
}

export const PUBLIC_ONLY: OutboundPolicy = { allowPrivate: false };

/**
 * Cloud metadata services refused whatever the policy: the link-local ones are out anyway;
 * these sit in ranges the company's network may use (Alibaba's in CGNAT, AWS's and Google's
 * IPv6 in unique-local) or in public space (Azure's wire server).
 */
const METADATA = new Set(
  ['100.100.100.200', 'fd00:ec2::254', 'fd20:ce::254', '168.63.129.16'].map((text) =>
    ipaddr.parse(text).toNormalizedString(),
  ),
);

/** Ranges of the company's own network (ipaddr.js's names). */
const OWN_NETWORK = new Set(['loopback', 'private', 'carrierGradeNat', 'uniqueLocal']);

/**
 * The range that makes `address` (an IP literal) unreachable under `policy`, or undefined when
 * it may be connected to. Text that is no IP address is refused as 'invalid'.
 */
export function refusedRange(address: string, policy: OutboundPolicy): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return 'invalid';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA.has(parsed.toNormalizedString())) return 'metadata';
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  if (policy.allowPrivate && OWN_NETWORK.has(range)) return undefined;
  return range;
}

/** Whether `address` is on the company's own network (where plain http may go, when allowed). */
export function isOwnNetwork(address: string): boolean {
  const range = refusedRange(address, PUBLIC_ONLY);
  return range !== undefined && refusedRange(address, { allowPrivate: true }) === undefined;
}
