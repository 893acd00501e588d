import { describe, expect, it } from 'vitest';
import { byNetwork, limitKey } from './address-key';
import { createRateLimiter } from './rate-limit';

describe('the key a client is counted by', () => {
  it('is an IPv4 address as it is, also when it comes IPv4-mapped', () => {
    expect(limitKey('192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('::ffff:c000:0201')).toBe('192.0.2.1');
  });

  it('is the /64 of an IPv6 address, spelled one way however the address is written', () => {
    const key = '2001:0db8:0000:0001::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0abc',
      '2001:db8::1:0:0:0:1',
      '2001:db8:0:1:1:2:192.0.2.1',
      '2001:db8:0:1::9%eth0',
    ]) {
      expect(limitKey(spelling), spelling).toBe(key);
    }
    expect(limitKey('2001:db8:0:2::1')).toBe('2001:0db8:0000:0002::/64');
    expect(limitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(limitKey('::')).toBe('0000:0000:0000:0000::/64');
    expect(limitKey('fe80::1:2')).toBe('fe80:0000:0000:0000::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(limitKey('unknown')).toBe('unknown');
    expect(limitKey('')).toBe('');
  });

  it('makes rotating addresses within one /64 share one limit, and other /64s their own', () => {
    const limiter = byNetwork(createRateLimiter(3, 60_000));
    const waits = [1, 2, 3, 4].map((i) => limiter.hit(`2001:db8:0:1::${i.toString(16)}`));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(limiter.hit('2001:db8:0:2::1')).toBe(0);
    expect(limiter.hit('192.0.2.1')).toBe(0);
  });
});
