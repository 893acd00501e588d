import type { MetaDescriptor } from 'react-router';
import type { ContactFacts } from '../../content/types';
import { type BreadcrumbSpec, breadcrumbTrail } from '../breadcrumb';
import { breadcrumbListLd } from './breadcrumb-list';
import { type JsonLdNode, jsonLdMeta, type SiteFacts, type SiteProfile } from './json-ld';
import { organizationLd } from './organization';

/** What one page adds to the company node (the structured-data fields of `PageMeta`). */
export interface PageGraph {
  /** The page name; without one (the home page) there is no breadcrumb. */
  name?: string;
  /** Path of the page: the breadcrumb's last step. */
  path: string;
  /** The banner's breadcrumb; `{ title: name }` unless given, `false` for none. */
  breadcrumb?: BreadcrumbSpec | false;
  /** The page's own items: a service, a post, its FAQs, a project. */
  structuredData?: readonly JsonLdNode[];
}

/** The page's structured data: the company on every page, then its breadcrumb and items. */
export function pageStructuredData(
  facts: SiteFacts,
  profile: SiteProfile,
  contact: ContactFacts,
  { name, path, breadcrumb = name ? { title: name } : false, structuredData = [] }: PageGraph,
) {
  const graph: JsonLdNode[] = [organizationLd(facts, profile, contact)];
  if (breadcrumb) graph.push(breadcrumbListLd(facts, breadcrumbTrail(breadcrumb, path)));
  return jsonLdMeta([...graph, ...structuredData]) satisfies MetaDescriptor;
}
