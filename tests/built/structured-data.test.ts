import { describe, expect, it } from 'vitest';
import { contactDetails as seedContact } from '../../app/content/contact';
import { site } from '../../app/content/site';
import { type BuiltPage, builtFile, builtPages } from './built-pages';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

const pages = builtPages();
const absolute = (href: string) => new URL(href, site.origin).href;

/** The item types a page shows besides the company and its breadcrumb, by URL. */
function itemTypes(path: string): string[] {
  if (/^\/services\/[^/]+$/.test(path)) return ['Service', 'FAQPage'];
  if (/^\/blog\/(?!page$)[^/]+$/.test(path)) return ['BlogPosting'];
  if (/^\/portfolio\/(?!\d-columns$)[^/]+$/.test(path)) return ['CreativeWork'];
  if (path === '/faq' || path === '/home-three') return ['FAQPage'];
  return [];
}

function jsonLdBlocks({ document }: BuiltPage) {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
}

function graph(page: BuiltPage): Node[] {
  const [block] = jsonLdBlocks(page);
  const data = JSON.parse(block ?? '{}') as { '@context'?: string; '@graph'?: Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'] ?? [];
}

const nodeOf = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);
const text = (page: BuiltPage, selector: string) =>
  page.document.querySelector(selector)?.textContent?.trim();
const metaContent = (page: BuiltPage, property: string) =>
  page.document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

/** Every `{ "@id": … }` reference anywhere under a value. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]?.[0] === '@id') return [String(entries[0][1])];
    return entries.flatMap(([, child]) => references(child));
  }
  return [];
}

describe('structured data in the built pages', () => {
  it('finds the pre-rendered pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s has one valid JSON-LD block with the types its kind calls for',
    (path, page) => {
      const blocks = jsonLdBlocks(page);
      expect(blocks).toHaveLength(1);
      // Escaped by the renderer: no text can close the script early.
      expect(blocks[0]).not.toMatch(/[<>]/);
      const nodes = graph(page);
      const hasBreadcrumb = page.document.querySelector('nav[aria-label="Breadcrumb"]') !== null;
      const expected = [
        'GeneralContractor',
        ...(hasBreadcrumb ? ['BreadcrumbList'] : []),
        ...itemTypes(path),
      ];
      expect(nodes.map((node) => node['@type'])).toEqual(expected);
      const ids = new Set(nodes.map((node) => node['@id']).filter(Boolean));
      for (const id of references(nodes)) expect(ids).toContain(id);
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s names the company from the site facts and links the feed',
    (_path, page) => {
      const company = nodeOf(graph(page), 'GeneralContractor');
      expect(company).toMatchObject({ name: site.name, url: absolute('/') });
      // Pre-rendered from the seed (the server renders the office's published details).
      expect(company?.location).toHaveLength(seedContact.offices.length);
      expect(company?.sameAs).toEqual(seedContact.socials.map((social) => social.href));
      const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(feed?.getAttribute('href')).toBe('/feed.xml');
    },
  );

  it.each(
    pages
      .filter((page) => page.document.querySelector('nav[aria-label="Breadcrumb"]'))
      .map((page) => [page.path, page] as const),
  )('%s has a BreadcrumbList matching its breadcrumb bar', (_path, page) => {
    const items = [...page.document.querySelectorAll('nav[aria-label="Breadcrumb"] li')];
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const shown = items.map((item, index) => ({
      name: item.textContent?.trim(),
      item:
        index < items.length - 1
          ? absolute(item.querySelector('a')?.getAttribute('href') ?? '')
          : canonical,
    }));
    const list = nodeOf(graph(page), 'BreadcrumbList')?.itemListElement as Node[];
    expect(list.map(({ name, item }) => ({ name, item }))).toEqual(shown);
    expect(list.map((item) => item.position)).toEqual(shown.map((_, index) => index + 1));
  });
});

describe('page items', () => {
  const byKind = (type: string) =>
    pages.filter((page) => itemTypes(page.path).includes(type)).map((page) => [page.path, page]);

  it.each(byKind('BlogPosting') as [string, BuiltPage][])(
    '%s is an article with its real date everywhere',
    (_path, page) => {
      const post = nodeOf(graph(page), 'BlogPosting');
      const published = page.document.querySelector('article time')?.getAttribute('datetime');
      expect(published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post).toMatchObject({
        headline: text(page, 'h1'),
        datePublished: published,
        author: { name: site.postAuthor },
        publisher: { '@id': absolute('/#organization') },
      });
      expect(String(post?.image)).toMatch(/^https:\/\//);
      expect(metaContent(page, 'og:type')).toBe('article');
      expect(metaContent(page, 'article:published_time')).toBe(published);
    },
  );

  it('keeps og:type website on every other page', () => {
    const others = pages.filter((page) => !itemTypes(page.path).includes('BlogPosting'));
    for (const page of others) expect(metaContent(page, 'og:type'), page.path).toBe('website');
  });

  it.each(byKind('Service') as [string, BuiltPage][])(
    '%s describes the service it shows',
    (_path, page) => {
      const service = nodeOf(graph(page), 'Service');
      expect(service).toMatchObject({ name: text(page, '#service-title') });
      expect(String(service?.image)).toMatch(/^https:\/\//);
    },
  );

  it.each(byKind('CreativeWork') as [string, BuiltPage][])(
    '%s describes the project it shows',
    (_path, page) => {
      const project = nodeOf(graph(page), 'CreativeWork');
      expect(project).toMatchObject({ name: text(page, '#project-title') });
      expect(String(project?.image)).toMatch(/^https:\/\//);
    },
  );

  it.each(byKind('FAQPage') as [string, BuiltPage][])(
    '%s lists the questions it shows',
    (_path, page) => {
      const questions = nodeOf(graph(page), 'FAQPage')?.mainEntity as Node[];
      expect(questions.length).toBeGreaterThanOrEqual(3);
      const body = page.document.body.textContent ?? '';
      for (const question of questions) expect(body).toContain(question.name);
    },
  );
});

describe('feed and sitemap files', () => {
  const postPages = pages.filter((page) => itemTypes(page.path).includes('BlogPosting'));
  const published = (page: BuiltPage) =>
    nodeOf(graph(page), 'BlogPosting')?.datePublished as string;

  it('the feed is RSS 2.0 with one item per post', () => {
    const feed = new DOMParser().parseFromString(builtFile('feed.xml'), 'application/xml');
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const links = [...feed.querySelectorAll('item > link')].map((link) => link.textContent);
    expect(links.sort()).toEqual(postPages.map((page) => absolute(page.path)).sort());
  });

  it('the sitemap dates each post with its publication date', () => {
    const sitemap = builtFile('sitemap.xml');
    for (const page of postPages) {
      expect(sitemap).toContain(
        `<loc>${absolute(page.path)}</loc><lastmod>${published(page)}</lastmod>`,
      );
    }
  });

  it('the blog sidebar links the feed', () => {
    const withSidebar = pages.filter((page) =>
      page.document.querySelector('aside[aria-label="Blog sidebar"]'),
    );
    expect(withSidebar.length).toBeGreaterThan(0);
    for (const page of withSidebar) {
      expect(page.document.querySelector('aside a[href="/feed.xml"]'), page.path).not.toBeNull();
    }
  });
});
