import { describe, expect, it } from 'vitest';
import { PIXEL_PLACEHOLDER } from '../../app/stats/payload.ts';
import { withPixel, withStatsPixel } from './stats-pixel.ts';

const page = `<body><main>Hi</main><noscript>${PIXEL_PLACEHOLDER}</noscript></body>`;
const url = new URL('https://www.example.com/services/roofing');
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request(url, { method, headers });

describe('the no-script image', () => {
  it('is a hidden 1×1 image to the pixel with the page path', () => {
    expect(withStatsPixel(page, 200, get(), url)).toContain(
      '<noscript><img src="/api/views/pixel?p=%2Fservices%2Froofing" alt="" width="1" height="1" hidden></noscript>',
    );
  });

  it('says e=0 when the page was reached from our own site, not from another', () => {
    const own = get({ Referer: 'https://www.example.com/services' });
    expect(withStatsPixel(page, 200, own, url)).toContain('roofing&amp;e=0"');
    const other = get({ Referer: 'https://search.example/?q=roof' });
    expect(withStatsPixel(page, 200, other, url)).not.toContain('e=0');
  });

  it('leaves the placeholder on error pages, HEAD answers, the inbox and the API', () => {
    expect(withStatsPixel(page, 404, get(), url)).toBe(page);
    expect(withStatsPixel(page, 200, get({}, 'HEAD'), url)).toBe(page);
    expect(withPixel(page, '/admin/leads')).toBe(page);
    expect(withPixel(page, '/api/forms')).toBe(page);
    expect(withPixel(page, '/')).toContain('p=%2F"');
  });
});
