import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './throttle';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('sign-in throttle', () => {
  it('makes the account wait from its first failure, doubling each time', () => {
    const time = clock();
    const throttle = createSignInThrottle({ baseDelayMs: 2000, now: time.now });
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(0);
    throttle.failed('a@x.test', '192.0.2.1');
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(2);
    time.advance(2000);
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(0);
    throttle.failed('a@x.test', '192.0.2.1');
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(4);
    time.advance(4000);
    throttle.failed('a@x.test', '192.0.2.1');
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(8);
  });

  it('makes every address wait for the account, however many addresses the guesses come from', () => {
    const time = clock();
    const throttle = createSignInThrottle({ baseDelayMs: 2000, now: time.now });
    throttle.failed('owner@x.test', '203.0.113.9');
    for (const other of ['198.51.100.7', '2001:db8:9::1', '::ffff:192.0.2.44']) {
      expect(throttle.wait('owner@x.test', other), other).toBe(2);
    }
    // Another account is not held back by it.
    expect(throttle.wait('other@x.test', '198.51.100.7')).toBe(0);
  });

  it('counts IPv6 addresses by their /64 against the address limit', () => {
    const time = clock();
    const throttle = createSignInThrottle({ addressLimit: 5, windowMs: 60_000, now: time.now });
    for (let i = 1; i <= 5; i++) throttle.failed(`guess${i}@x.test`, `2001:db8:0:7::${i}`);
    // A new address in the same /64, spelled another way, waits; another /64 does not.
    expect(throttle.wait('new@x.test', '2001:DB8:0:7:ffff::1')).toBe(60);
    expect(throttle.wait('new@x.test', '2001:db8:0:8::1')).toBe(0);
  });

  it('stops an address after its limit, whatever email it tries, until the window ends', () => {
    const time = clock();
    const throttle = createSignInThrottle({ addressLimit: 5, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 5; i++) throttle.failed(`guess${i}@x.test`, '192.0.2.50');
    expect(throttle.wait('new@x.test', '192.0.2.50')).toBe(60);
    time.advance(45_000);
    expect(throttle.wait('new@x.test', '192.0.2.50')).toBe(15);
    time.advance(15_000);
    expect(throttle.wait('new@x.test', '192.0.2.50')).toBe(0);
  });

  it('caps the account wait and clears it on success', () => {
    const time = clock();
    const throttle = createSignInThrottle({
      baseDelayMs: 1000,
      maxDelayMs: 10_000,
      addressLimit: 1000,
      now: time.now,
    });
    for (let i = 0; i < 30; i++) throttle.failed('a@x.test', '192.0.2.1');
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(10);
    throttle.succeeded('a@x.test');
    expect(throttle.wait('a@x.test', '192.0.2.1')).toBe(0);
  });

  it('keeps at most maxEntries records', () => {
    const throttle = createSignInThrottle({ maxEntries: 3, addressLimit: 1 });
    for (let i = 0; i < 10; i++) throttle.failed(`a${i}@x.test`, `192.0.2.${i}`);
    // The oldest were forgotten; the newest are still held.
    expect(throttle.wait('a0@x.test', '192.0.2.0')).toBe(0);
    expect(throttle.wait('a9@x.test', '192.0.2.9')).toBeGreaterThan(0);
  });
});
