import { describe, expect, it } from 'vitest';
import { brand } from '../../app/brand.ts';
import { publicLink } from '../../common/public-link.ts';
import { describeConfig, readConfig } from '../config.ts';
import { StartError } from '../ops/start-error.ts';

const read = (PUBLIC_URL?: string) =>
  readConfig(PUBLIC_URL === undefined ? {} : { PUBLIC_URL }).publicUrl;

describe('PUBLIC_URL', () => {
  it("is the brand's origin when unset, and an origin without a trailing slash when set", () => {
    expect(read()).toBe(new URL(brand.origin).origin);
    expect(read('  ')).toBe(new URL(brand.origin).origin);
    expect(read('https://www.example.com/')).toBe('https://www.example.com');
    expect(read('https://Example.com:8443')).toBe('https://example.com:8443');
    expect(read('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(
      describeConfig(readConfig({ PUBLIC_URL: 'https://www.example.com' })).join('\n'),
    ).toContain('links in mails: https://www.example.com/… (PUBLIC_URL)');
  });

  it.each([
    'www.example.com',
    'ftp://www.example.com',
    'https://www.example.com/site',
    'https://www.example.com/?a=1',
    'https://www.example.com/#top',
    'https://user:secret-pw@www.example.com',
    'http://www.example.com',
  ])('refuses %s at start with one sentence that names it and repeats nothing', (value) => {
    let error: unknown;
    try {
      read(value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartError);
    const message = (error as Error).message;
    expect(message).toMatch(/^PUBLIC_URL [^\n]*\.$/);
    expect(message).not.toContain('secret-pw');
  });
});

describe('publicLink', () => {
  it('joins the public origin and a path of this site, and nothing else', () => {
    expect(publicLink('https://www.example.com', '/newsletter/confirm/abc')).toBe(
      'https://www.example.com/newsletter/confirm/abc',
    );
    expect(() => publicLink('https://www.example.com', 'https://evil.example/x')).toThrow();
    expect(() => publicLink('https://www.example.com', '//evil.example/x')).toThrow();
  });
});
