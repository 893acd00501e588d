import type { MetaDescriptor } from 'react-router';
import { contactFacts } from '../content/contact-view';
import { site, siteProfile } from '../content/site';
import { shareImagePath } from '../share/share-image';
import { renderedContact } from './structured-data/contact-source';
import { type PageGraph, pageStructuredData } from './structured-data/page-graph';

/**
 * What a route tells the meta helper about itself. `breadcrumb` and `structuredData` (see
 * PageGraph) make its JSON-LD; build `structuredData` only when `import.meta.env.SSR`, so its
 * builders stay out of the browser bundle.
 */
export interface PageMeta extends Omit<PageGraph, 'path'> {
  /** Page name, e.g. "FAQ"; omit for the home page. */
  name?: string;
  /** Meta description; the site's default when omitted. */
  description?: string;
  /** Path of the page, for the canonical URL. */
  path: string;
  /**
   * A 1200×630 share image's URL; by default the page's own card, `/og/<path>.png`, or the
   * home page's for a page kept out of search results (the build draws no card for it).
   */
  image?: string;
  /** Keep the page out of search results (error screens). */
  noIndex?: boolean;
  /** A blog post's publication date (`YYYY-MM-DD`): `og:type` becomes `article`. */
  published?: string;
}

/** Document title: the home title alone, or the page name followed by the site suffix. */
export function pageTitle(name?: string): string {
  return name ? `${name}${site.titleSuffix}` : site.homeTitle;
}

/** Absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** Title, description, canonical, Open Graph and Twitter tags for one route. */
export function buildMeta({
  name,
  description = site.description,
  path,
  noIndex,
  image = shareImagePath(noIndex ? '/' : path),
  published,
  ...structured
}: PageMeta): MetaDescriptor[] {
  const title = pageTitle(name);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  // The card shows the page's title beside the company's name (app/share/card-svg.ts).
  const imageAlt = `${name ?? site.homeTitle} – ${site.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: published ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { property: 'og:image', content: imageUrl },
    // SHARE_IMAGE's size, as text (app/share/share-image.ts).
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (published) tags.push({ property: 'article:published_time', content: published });
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' });
  // Structured data is for crawlers reading the served HTML, so it is rendered on the server
  // only and its builders never ship to the browser. Hydration leaves the server's script in
  // <head> (React skips tags it did not render there); see docs/decisions/015. The contact
  // details are the ones the page is rendered with (structured-data/contact-source.ts).
  if (import.meta.env.SSR) {
    const contact = contactFacts(renderedContact());
    tags.push(pageStructuredData(site, siteProfile, contact, { name, path, ...structured }));
  }
  return tags;
}
