import type { NavItem } from '../content/navigation';
import type { Faq, Plan, Post, Project, Service, TeamMember } from '../content/types';
import { NOT_FOUND_PATH } from '../lib/paths';
import {
  faqDocument,
  personDocument,
  planDocument,
  postDocument,
  projectDocument,
  serviceDocument,
} from './content-documents';
import { pageDocuments } from './page-documents';
import type { SearchDocument } from './search-document';

/** Everything the index is built from, and the pages that show the listed items. */
export interface SiteContent {
  services: readonly Service[];
  projects: readonly Project[];
  posts: readonly Post[];
  team: readonly TeamMember[];
  /** Questions with the page that answers them. */
  faqs: readonly { items: readonly Faq[]; path: string }[];
  plans: readonly Plan[];
  /** The main menu: the pages themselves. */
  menu: readonly NavItem[];
  /** Where people and plans lead. */
  paths: { team: string; pricing: string };
}

/** Every search document of the site, derived from its content. */
export function siteDocuments(content: SiteContent): SearchDocument[] {
  const details = [
    ...content.services.map(serviceDocument),
    ...content.projects.map(projectDocument),
    ...content.posts.map(postDocument),
  ];
  // Detail pages are indexed as their item; the menu's sample links to them are not pages.
  const skip = new Set([NOT_FOUND_PATH, ...details.map((document) => document.url)]);
  return [
    ...details,
    ...content.team.map((member) => personDocument(member, content.paths.team)),
    ...content.faqs.flatMap(({ items, path }) => items.map((faq) => faqDocument(faq, path))),
    ...content.plans.map((plan) => planDocument(plan, content.paths.pricing)),
    ...pageDocuments(content.menu, skip),
  ];
}
