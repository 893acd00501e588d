import { describe, expect, it } from 'vitest';
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
