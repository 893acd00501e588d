import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '../breadcrumb';
import { breadcrumbListLd } from './breadcrumb-list';
import { type JsonLdNode, jsonLdMeta, type SiteFacts, type SiteProfile } from './json-ld';
import { organizationLd } from './organization';

/** What one page adds to the company node. */
export interface PageGraph {
  /** The banner's trail; none on pages without a breadcrumb bar (home pages). */
  trail?: readonly Crumb[];
  /** The page's own items: a service, a post, its FAQs, a project. */
  nodes?: readonly JsonLdNode[];
}

/** The page's structured data: the company on every page, then its breadcrumb and items. */
export function pageStructuredData(
  facts: SiteFacts,
  profile: SiteProfile,
  { trail, nodes = [] }: PageGraph,
) {
  const graph: JsonLdNode[] = [organizationLd(facts, profile)];
  if (trail) graph.push(breadcrumbListLd(facts, trail));
  return jsonLdMeta([...graph, ...nodes]) satisfies MetaDescriptor;
}
