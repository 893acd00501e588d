import type { MetaDescriptor } from 'react-router';
import type { site, siteProfile } from '../../content/site';

/** A JSON value, as `application/ld+json` holds it. */
export type JsonLdValue = string | number | boolean | null | JsonLdObject | readonly JsonLdValue[];
/** A JSON object. */
export type JsonLdObject = { [key: string]: JsonLdValue };
/** A schema.org node: an object with a type. */
export type JsonLdNode = JsonLdObject & { '@type': string };

/** The company facts the builders read (`app/content/site.ts`). */
export type SiteFacts = typeof site;
/** The facts only structured data reads (`siteProfile` in `app/content/site.ts`). */
export type SiteProfile = typeof siteProfile;

/** Absolute URL of a root-relative path on the site's canonical origin. */
export const siteUrl = (facts: Pick<SiteFacts, 'origin'>, path: string) =>
  new URL(path, facts.origin).href;

/** The company's node id: other nodes point at it instead of repeating it. */
export const organizationId = (facts: Pick<SiteFacts, 'origin'>) =>
  `${siteUrl(facts, '/')}#organization`;

/** A reference to the company node in the same graph. */
export const organizationRef = (facts: Pick<SiteFacts, 'origin'>): JsonLdObject => ({
  '@id': organizationId(facts),
});

/**
 * One meta descriptor that React Router renders as `<script type="application/ld+json">`
 * (it escapes `<`, `>` and `&` as `\u003c`… so no text can close the script).
 */
export function jsonLdMeta(nodes: readonly JsonLdNode[]): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', '@graph': nodes } };
}
