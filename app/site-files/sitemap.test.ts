import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://example.com', ['/faq', '/', '/404-error', '/faq', '/services/a']);

  it('lists each pre-rendered page once as an absolute URL', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://example.com/services/a</loc>');
    expect(xml).toContain('<loc>https://example.com/</loc>');
  });

  it('leaves out the Not Found destination', () => {
    expect(xml).not.toContain('404-error');
  });

  it('leaves out the search page and the search index file', () => {
    const withSearch = sitemapXml('https://example.com', ['/faq', '/search', '/search-index.json']);
    expect(withSearch.match(/<loc>/g)).toHaveLength(1);
    expect(withSearch).not.toContain('search');
  });
});

describe('sitemapXml lastmod', () => {
  it('adds a lastmod to the pages that have a date and none to the others', () => {
    const xml = sitemapXml(
      'https://example.com',
      ['/blog/a', '/faq'],
      new Map([['/blog/a', '2026-03-24']]),
    );
    expect(xml).toContain(
      '<url><loc>https://example.com/blog/a</loc><lastmod>2026-03-24</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://example.com/faq</loc></url>');
  });
});

describe('robotsTxt', () => {
  it('points crawlers at the sitemap', () => {
    expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });
});
