import { describe, expect, it } from 'vitest';
import { malformedPathReason } from './request-path.ts';

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
