import type { Crumb } from '../breadcrumb';
import { type JsonLdNode, type SiteFacts, siteUrl } from './json-ld';

/** The banner's breadcrumb trail as a `BreadcrumbList` with absolute URLs. */
export function breadcrumbListLd(facts: SiteFacts, trail: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl(facts, crumb.to),
    })),
  };
}
