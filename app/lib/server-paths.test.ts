import { describe, expect, it } from 'vitest';
import { isCacheablePage, isLivePath, isServerOnlyPath } from './server-paths';

describe('server paths', () => {
  it('treats the inbox, thank-you and newsletter pages as server-only', () => {
    for (const path of ['/admin', '/admin/export.csv', '/thank-you/quote', '/newsletter']) {
      expect(isServerOnlyPath(path), path).toBe(true);
    }
    // Their data too: /admin.data is the signed-in person's inbox.
    for (const path of ['/admin.data', '/admin/content.data', '/newsletter.data']) {
      expect(isServerOnlyPath(path), path).toBe(true);
    }
    for (const path of ['/', '/administration', '/blog', '/contact-us']) {
      expect(isServerOnlyPath(path), path).toBe(false);
    }
  });

  it('renders every page, its data and the search index live, and leaves assets static', () => {
    for (const path of [
      '/',
      '/blog/some-post',
      '/blog/some-post.data',
      '/blog/page/2',
      '/services/house-renovation',
      '/search',
      '/search-index.json',
      '/_root.data',
    ]) {
      expect(isLivePath(path), path).toBe(true);
    }
    for (const path of ['/assets/root-abc.js', '/assets/app.css', '/favicon.svg', '/og/home.png']) {
      expect(isLivePath(path), path).toBe(false);
    }
  });
});

describe('isCacheablePage', () => {
  it('keeps content pages and their data', () => {
    for (const path of ['/', '/blog/some-post', '/blog/some-post.data', '/search-index.json']) {
      expect(isCacheablePage(path), path).toBe(true);
    }
  });

  it('keeps search, the admin, form answers and assets out of the cache', () => {
    for (const path of [
      '/search',
      '/search.data',
      '/admin',
      '/admin.data',
      '/thank-you/quote',
      '/app.js',
    ]) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });
});
