import { describe, expect, it } from 'vitest';
import { isLivePath, isServerOnlyPath, renderCacheTags } from './server-paths';

describe('server paths', () => {
  it('treats the inbox, thank-you and newsletter pages as server-only', () => {
    for (const path of ['/admin', '/admin/export.csv', '/thank-you/quote', '/newsletter']) {
      expect(isServerOnlyPath(path), path).toBe(true);
    }
    for (const path of ['/', '/administration', '/blog', '/contact-us']) {
      expect(isServerOnlyPath(path), path).toBe(false);
    }
  });

  it('renders blog posts and search live, but not listing pages', () => {
    expect(isLivePath('/blog/some-post')).toBe(true);
    expect(isLivePath('/blog/some-post.data')).toBe(true);
    expect(isLivePath('/search')).toBe(true);
    expect(isLivePath('/blog')).toBe(false);
    expect(isLivePath('/blog/page/2')).toBe(false);
    expect(isLivePath('/blog-standard')).toBe(false);
    expect(isLivePath('/services/house-renovation')).toBe(false);
  });
});

describe('renderCacheTags', () => {
  it('tags a blog post and its data with its comments and its slug', () => {
    expect(renderCacheTags('/blog/some-post')).toEqual(['comments', 'post:some-post']);
    expect(renderCacheTags('/blog/some-post.data')).toEqual(['comments', 'post:some-post']);
  });

  it('keeps search and every other path out of the cache', () => {
    expect(renderCacheTags('/search')).toBeUndefined();
    expect(renderCacheTags('/search.data')).toBeUndefined();
    expect(renderCacheTags('/admin')).toBeUndefined();
  });
});
