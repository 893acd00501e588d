import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../content/site';
import { SHARE_IMAGE } from '../share/share-image';
import { buildMeta, pageTitle } from './meta';

function find(tags: ReturnType<typeof buildMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe('pageTitle', () => {
  it('is exactly "Construction Company" for the home page', () => {
    expect(pageTitle()).toBe('Construction Company');
  });

  it('is the page name followed by the one site suffix elsewhere', () => {
    expect(pageTitle('FAQ')).toBe(`FAQ${site.titleSuffix}`);
    expect(pageTitle('Contact Us').endsWith(site.titleSuffix)).toBe(true);
  });
});

describe('buildMeta', () => {
  const tags = buildMeta({
    name: 'Pricing Plans',
    description: 'Plans.',
    path: '/pricing-plans',
    image: '/share.png',
  });

  it('gives title, description and a canonical URL on the site origin', () => {
    expect(tags).toContainEqual({ title: `Pricing Plans${site.titleSuffix}` });
    expect(find(tags, 'name', 'description')?.content).toBe('Plans.');
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${site.origin}/pricing-plans`);
  });

  it('mirrors title, description and URL into Open Graph and Twitter tags', () => {
    expect(find(tags, 'property', 'og:title')?.content).toBe(`Pricing Plans${site.titleSuffix}`);
    expect(find(tags, 'property', 'og:url')?.content).toBe(`${site.origin}/pricing-plans`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${site.origin}/share.png`);
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('falls back to the site description and marks error pages noindex', () => {
    const errorTags = buildMeta({ name: 'Page Not Found', path: '/404-error', noIndex: true });
    expect(find(errorTags, 'name', 'description')?.content).toBe(site.description);
    expect(find(errorTags, 'name', 'robots')?.content).toBe('noindex');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });
});

describe('buildMeta share image', () => {
  it('points every page at its own 1200x630 card, with alt text, in Open Graph and Twitter', () => {
    const post = buildMeta({ name: 'A Post', path: '/blog/a-post' });
    const image = `${site.origin}/og/blog/a-post.png`;
    expect(find(post, 'property', 'og:image')?.content).toBe(image);
    expect(find(post, 'name', 'twitter:image')?.content).toBe(image);
    expect(find(post, 'property', 'og:image:width')?.content).toBe(String(SHARE_IMAGE.width));
    expect(find(post, 'property', 'og:image:height')?.content).toBe(String(SHARE_IMAGE.height));
    expect(find(post, 'property', 'og:image:alt')?.content).toBe(`A Post – ${site.name}`);
    expect(find(post, 'name', 'twitter:image:alt')?.content).toBe(`A Post – ${site.name}`);
    expect(find(post, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('gives a page kept out of search results the home card', () => {
    const errorPage = buildMeta({ name: 'Page Not Found', path: '/404-error', noIndex: true });
    expect(find(errorPage, 'property', 'og:image')?.content).toBe(`${site.origin}/og/home.png`);
  });

  it('gives the home page the home card and names it by the home title', () => {
    const home = buildMeta({ path: '/' });
    expect(find(home, 'property', 'og:image')?.content).toBe(`${site.origin}/og/home.png`);
    expect(find(home, 'property', 'og:image:alt')?.content).toBe(
      `${site.homeTitle} – ${site.name}`,
    );
  });
});

describe('buildMeta for articles and structured data', () => {
  // Structured data is rendered on the server only (see meta.ts).
  beforeAll(() => {
    vi.stubEnv('SSR', true);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const ldGraph = (tags: ReturnType<typeof buildMeta>) => {
    const tag = tags.find((t) => 'script:ld+json' in t) as
      | { 'script:ld+json': { '@graph': { '@type': string; itemListElement?: unknown[] }[] } }
      | undefined;
    return tag?.['script:ld+json']['@graph'] ?? [];
  };

  it('marks a post as an article with its publication date', () => {
    const tags = buildMeta({ name: 'A post', path: '/blog/a-post', published: '2026-03-24' });
    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
    expect(find(tags, 'property', 'article:published_time')?.content).toBe('2026-03-24');
  });

  it('keeps other pages as websites without article tags', () => {
    const tags = buildMeta({ name: 'FAQ', path: '/faq' });
    expect(find(tags, 'property', 'og:type')?.content).toBe('website');
    expect(find(tags, 'property', 'article:published_time')).toBeUndefined();
  });

  it('gives every page the company, and inner pages a breadcrumb from their name', () => {
    expect(ldGraph(buildMeta({ path: '/' })).map((n) => n['@type'])).toEqual(['GeneralContractor']);
    const faq = ldGraph(buildMeta({ name: 'FAQ', path: '/faq' }));
    expect(faq.map((n) => n['@type'])).toEqual(['GeneralContractor', 'BreadcrumbList']);
    expect(faq[1]?.itemListElement).toHaveLength(2);
  });

  it('takes the banner trail when given, and none for pages without a breadcrumb bar', () => {
    const page2 = ldGraph(
      buildMeta({
        name: 'Blog – Page 2',
        path: '/blog/page/2',
        breadcrumb: {
          title: 'Blog – Page 2',
          crumb: 'Page 2',
          parent: { label: 'Blog', to: '/blog' },
        },
      }),
    );
    expect(page2[1]?.itemListElement).toHaveLength(3);
    const home = ldGraph(buildMeta({ name: 'Home Two', path: '/home-two', breadcrumb: false }));
    expect(home.map((n) => n['@type'])).toEqual(['GeneralContractor']);
  });

  it('appends the page items after the company and the breadcrumb', () => {
    const tags = buildMeta({
      name: 'FAQ',
      path: '/faq',
      structuredData: [{ '@type': 'FAQPage', mainEntity: [] }],
    });
    expect(ldGraph(tags).map((n) => n['@type'])).toEqual([
      'GeneralContractor',
      'BreadcrumbList',
      'FAQPage',
    ]);
  });
});

describe('buildMeta in the browser', () => {
  it('leaves the structured data to the server-rendered HTML', () => {
    vi.stubEnv('SSR', false);
    const tags = buildMeta({ name: 'FAQ', path: '/faq' });
    vi.unstubAllEnvs();
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(false);
  });
});
