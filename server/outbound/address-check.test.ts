import { describe, expect, it } from 'vitest';
import { PUBLIC_ONLY, refusedRange } from './address-check.ts';
import { hostRefusal, type Resolve } from './guarded-lookup.ts';

// Address checks only: nothing here connects anywhere.

const OWN_NETWORK = { allowPrivate: true };

describe('the addresses an outbound request may reach', () => {
  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1', '[2001:4860::8888]']) {
      expect(refusedRange(address, PUBLIC_ONLY), address).toBeUndefined();
    }
  });

  it('refuses loopback, private, link-local, CGNAT, unique-local and metadata addresses', () => {
    const refused: [string, string][] = [
      ['127.0.0.1', 'loopback'],
      ['127.8.9.10', 'loopback'],
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['10.0.0.5', 'private'],
      ['172.16.4.4', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fe80::1%eth0', 'linkLocal'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['100.100.100.200', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
      ['fd20:ce::254', 'metadata'],
      ['168.63.129.16', 'metadata'],
      ['fc00::1', 'uniqueLocal'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:a9fe:a9fe', 'linkLocal'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['2001:db8::1', 'reserved'],
      ['64:ff9b::a00:1', 'rfc6052'],
      ['not-an-address', 'invalid'],
    ];
    for (const [address, range] of refused) {
      expect(refusedRange(address, PUBLIC_ONLY), address).toBe(range);
    }
  });

  it('lets in the company’s own network when allowed, never link-local or metadata', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '100.64.1.1', 'fd12::1']) {
      expect(refusedRange(address, OWN_NETWORK), address).toBeUndefined();
    }
    for (const address of ['169.254.169.254', 'fe80::1', '100.100.100.200', 'fd00:ec2::254']) {
      expect(refusedRange(address, OWN_NETWORK), address).toBeDefined();
    }
  });
});

/** A resolver that answers `addresses` for every name (no DNS asked). */
const answering =
  (...addresses: string[]): Resolve =>
  (_name, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('a host name is judged by every address it resolves to', () => {
  const publicOnly = { policy: PUBLIC_ONLY };

  it('passes a name whose answers are all public', async () => {
    const resolve = answering('93.184.215.14', '2606:4700::1');
    expect(await hostRefusal('hooks.example.test', publicOnly, resolve)).toBeUndefined();
  });

  it('refuses a name with one private or metadata answer among public ones', async () => {
    for (const bad of ['169.254.169.254', '10.0.0.1', 'fd00:ec2::254', '::ffff:127.0.0.1']) {
      const resolve = answering('93.184.215.14', bad);
      expect(await hostRefusal('hooks.example.test', publicOnly, resolve), bad).toBeDefined();
    }
  });

  it('refuses a name that cannot be found, and IP literals by their range', async () => {
    const failing: Resolve = (_name, _options, callback) =>
      callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    expect(await hostRefusal('nowhere.example.test', publicOnly, failing)).toBe('not found');
    expect(await hostRefusal('[::1]', publicOnly)).toBe('loopback');
    expect(await hostRefusal('169.254.169.254', publicOnly)).toBe('linkLocal');
  });

  it('sends plain http only to the company’s own network, and only when allowed', async () => {
    const plain = { policy: OWN_NETWORK, ownNetworkOnly: true };
    expect(await hostRefusal('relay.office', plain, answering('10.0.0.7'))).toBeUndefined();
    expect(await hostRefusal('hooks.example.test', plain, answering('93.184.215.14'))).toBe(
      'public',
    );
  });
});
