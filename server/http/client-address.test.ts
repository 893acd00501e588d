import { describe, expect, it } from 'vitest';
import { clientAddress, isFromTrustedProxy, parseTrustProxy } from './client-address';

describe('TRUST_PROXY', () => {
  it('reads none, a count and a list', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) {
      expect(parseTrustProxy(raw).kind).toBe('none');
    }
    expect(parseTrustProxy('2')).toEqual({ kind: 'count', count: 2 });
    // The old boolean spelling means one proxy.
    expect(parseTrustProxy('true')).toEqual({ kind: 'count', count: 1 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7, 2001:db8::/32').kind).toBe('list');
  });

  it('refuses host names, bad networks and absurd counts, naming the entry', () => {
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/proxy\.example\.com/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('2001:db8::/129')).toThrow(/prefix/);
    expect(() => parseTrustProxy('10.0.0.1,')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('99')).toThrow(/more than 20/);
  });
});

describe('the client address', () => {
  const none = parseTrustProxy('');
  const one = parseTrustProxy('1');
  const two = parseTrustProxy('2');
  const list = parseTrustProxy('10.0.0.0/8, 192.0.2.10');

  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddress(none, '203.0.113.4', '198.51.100.1')).toBe('203.0.113.4');
    expect(clientAddress(none, '::ffff:203.0.113.4', null)).toBe('203.0.113.4');
    expect(clientAddress(none, undefined, null)).toBe('unknown');
  });

  it('is the right-most address the counted proxies did not add', () => {
    // The visitor wrote "1.1.1.1"; our one proxy appended the address it saw.
    expect(clientAddress(one, '10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(two, '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
    // Without the header, the proxy's own address is all there is.
    expect(clientAddress(one, '10.0.0.2', null)).toBe('10.0.0.2');
    // Fewer hops than proxies: the left-most one.
    expect(clientAddress(two, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('skips listed proxies from the right, so a written header cannot choose the address', () => {
    expect(clientAddress(list, '10.1.2.3', '6.6.6.6, 203.0.113.9, 192.0.2.10')).toBe('203.0.113.9');
    // A request straight from a visitor (not a listed proxy): the header is ignored.
    expect(clientAddress(list, '198.51.100.5', '10.0.0.1, 6.6.6.6')).toBe('198.51.100.5');
    // Every hop is a proxy: the left-most.
    expect(clientAddress(list, '10.0.0.1', '10.0.0.9')).toBe('10.0.0.9');
    expect(clientAddress(parseTrustProxy('2001:db8::/32'), '2001:db8::1', '2001:db9::7')).toBe(
      '2001:db9::7',
    );
  });

  it('trusts forwarded protocol and host only from a trusted proxy', () => {
    expect(isFromTrustedProxy(none, '10.0.0.1')).toBe(false);
    expect(isFromTrustedProxy(one, '198.51.100.5')).toBe(true);
    expect(isFromTrustedProxy(list, '10.4.4.4')).toBe(true);
    expect(isFromTrustedProxy(list, '::ffff:10.4.4.4')).toBe(true);
    expect(isFromTrustedProxy(list, '198.51.100.5')).toBe(false);
  });
});
