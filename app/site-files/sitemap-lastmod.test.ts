import { describe, expect, it } from 'vitest';
import { lastModifiedByPath } from './sitemap-lastmod';

describe('lastModifiedByPath', () => {
  const posts = [
    { slug: 'newer', published: '2026-03-24' },
    { slug: 'older', published: '2026-03-02' },
  ];
  const dates = lastModifiedByPath(posts);

  it('dates each post by its publication date', () => {
    expect(dates.get('/blog/newer')).toBe('2026-03-24');
    expect(dates.get('/blog/older')).toBe('2026-03-02');
  });

  it('dates the post lists by their newest post', () => {
    expect(dates.get('/blog')).toBe('2026-03-24');
    expect(dates.get('/blog-standard')).toBe('2026-03-24');
  });

  it('gives no date to pages without one in the content', () => {
    expect(dates.has('/faq')).toBe(false);
    expect(dates.has('/')).toBe(false);
  });
});
