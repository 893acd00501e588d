import { describe, expect, it } from 'vitest';
import { malformedPathReason, normalisedPath } from './request-path.ts';

describe('malformedPathReason', () => {
  it('accepts the site’s paths, encoded or not', () => {
    for (const path of [
      '/',
      '/about-us',
      '/blog/page/2',
      '/search',
      '/caf%C3%A9',
      `/${'a'.repeat(255)}`,
    ]) {
      expect(malformedPathReason(path), path).toBeUndefined();
    }
  });

  it('names what is wrong with a path no file could have', () => {
    expect(malformedPathReason('/%E0%A4%A')).toBe('malformed percent-encoding');
    expect(malformedPathReason('/a%00b')).toBe('control character');
    expect(malformedPathReason('/a%0Ab')).toBe('control character');
    expect(malformedPathReason(`/${'a'.repeat(256)}`)).toBe('segment too long');
    // 128 two-byte characters: 256 bytes, as a file name.
    expect(malformedPathReason(`/${'%C3%A9'.repeat(128)}`)).toBe('segment too long');
    expect(malformedPathReason(`/${'a/'.repeat(1100)}`)).toBe('path too long');
  });
});

describe('normalisedPath', () => {
  it('spells a path as the router reads it: escapes decoded, one slash at a time', () => {
    expect(normalisedPath('/admin/%73ign-in')).toBe('/admin/sign-in');
    expect(normalisedPath('/admin/%73%69%67%6E-in')).toBe('/admin/sign-in');
    expect(normalisedPath('//admin///sign-in')).toBe('/admin/sign-in');
    expect(normalisedPath('/admin/Sign-In')).toBe('/admin/Sign-In');
    expect(normalisedPath('/about-us')).toBe('/about-us');
    expect(normalisedPath('/')).toBe('/');
  });

  it('keeps what would change the path’s shape or meaning escaped, and encodes the rest', () => {
    expect(normalisedPath('/a%2Fb')).toBe('/a%2Fb');
    expect(normalisedPath('/a%3Fb%23c')).toBe('/a%3Fb%23c');
    expect(normalisedPath('/100%2541')).toBe('/100%2541');
    expect(normalisedPath('/caf%C3%A9')).toBe('/caf%C3%A9');
    expect(normalisedPath('/caf\u00e9')).toBe('/caf%C3%A9');
    expect(normalisedPath('/a%20b')).toBe('/a%20b');
  });
});
