import { describe, expect, it } from 'vitest';
import { posts, projects, searchSources, services, team } from '../content';
import type { NavItem } from '../content/navigation';
import { pageDocuments } from './page-documents';
import { searchKinds } from './search-document';
import { siteDocuments } from './site-documents';

const documents = siteDocuments(searchSources);
const urls = new Set(documents.map((document) => document.url));

describe('siteDocuments', () => {
  it('gives every document a unique id, a known kind, a title, a site path and text', () => {
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    for (const document of documents) {
      expect(searchKinds).toContain(document.kind);
      expect(document.title.trim()).not.toBe('');
      expect(document.url).toMatch(/^\/[a-z0-9/#-]*$/);
      expect(document.text.trim()).not.toBe('');
    }
  });

  it('has one document per service, project, post and team member', () => {
    const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
    expect(count('services')).toBe(services.length);
    expect(count('projects')).toBe(projects.length);
    expect(count('posts')).toBe(posts.length);
    expect(count('people')).toBe(team.length);
    for (const item of [...services, ...projects, ...posts]) {
      expect([...urls].some((url) => url.endsWith(`/${item.slug}`))).toBe(true);
    }
  });

  it('indexes the pages of the menu once each, without detail pages or the Not Found page', () => {
    const pages = documents.filter((d) => d.kind === 'pages').map((d) => d.url);
    expect(pages).toEqual(expect.arrayContaining(['/about-us', '/history', '/contact-us', '/faq']));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).not.toContain('/404-error');
    expect(pages.some((path) => /^\/(services|portfolio|blog)\/[a-z]+-[a-z-]+$/.test(path))).toBe(
      false,
    );
  });
});

describe('pageDocuments', () => {
  it('reads a label that starts with a number together with its group', () => {
    const menu: NavItem[] = [
      { label: 'Portfolio', children: [{ label: '2 Columns', to: '/portfolio/2-columns' }] },
      { label: 'Contact', to: '/contact-us' },
      { label: 'Contact Us', to: '/contact-us' },
    ];
    const pages = pageDocuments(menu, new Set());
    expect(pages.map((page) => page.title)).toEqual(['Portfolio 2 Columns', 'Contact']);
  });
});
