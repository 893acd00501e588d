import { describe, expect, it } from 'vitest';
import { headersFileText, pagePath, parseHeadersFile } from '../../common/headers-file.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
} from '../../common/security-headers.ts';

const EMPTY_SHA256 = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const EMBEDS = ['https://video.example', 'https://map.example'];

describe('inline script hashes', () => {
  it('hashes each distinct inline script once, skips external ones, keeps data scripts', () => {
    const html =
      '<script></script><script src="/a.js"></script><script>a()</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(EMPTY_SHA256);
  });

  it('hashes style elements for the server’s own pages', () => {
    expect(inlineStyleHashes('<style></style>')).toEqual([EMPTY_SHA256]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scripts: [EMPTY_SHA256], embedOrigins: EMBEDS });

  it('allows no unsafe source, no inline style, and frames only the embed hosts', () => {
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'self' ${EMPTY_SHA256}`);
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain(`frame-src ${EMBEDS.join(' ')};`);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it('leaves frame-ancestors out of a meta policy and frames nothing without embeds', () => {
    const meta = contentSecurityPolicy({ scripts: [], embedOrigins: [], isMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain("frame-src 'none'");
  });
});

describe('the _headers file', () => {
  it('names each built file by the path it answers', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about-us/index.html')).toBe('/about-us');
    expect(pagePath('blog/page/2/index.html')).toBe('/blog/page/2');
    expect(pagePath('404.html')).toBe('/404.html');
  });

  it('reads back what it writes: shared headers, asset caching, one policy per page URL', () => {
    const text = headersFileText(
      new Map([
        ['/', "default-src 'self'"],
        ['/faq', "default-src 'none'"],
        ['/404.html', "script-src 'none'"],
      ]),
      EMBEDS,
    );
    const rules = parseHeadersFile(text);
    // A static host that serves /faq/ (Cloudflare Pages) finds the page's policy there too.
    expect([...rules.keys()]).toEqual(['/*', '/assets/*', '/', '/faq', '/faq/', '/404.html']);
    expect(rules.get('/faq')).toEqual({ 'Content-Security-Policy': "default-src 'none'" });
    expect(rules.get('/faq/')).toEqual(rules.get('/faq'));
    expect(rules.get('/*')?.['X-Content-Type-Options']).toBe('nosniff');
    expect(rules.get('/*')?.['Content-Security-Policy']).toBeUndefined();
  });
});
