/** What the site search indexes: every collection a visitor might look for, and where it shows. */
import type { SiteContent } from '../search/site-documents';
import { siteOptions } from '../site-options/current';
import { siteMenu } from '../site-options/site-menu';
import { homeLayoutPath, type SiteOptions } from '../site-options/site-options';
import { faqs, homeFaqs } from './faqs';
import { fullMainMenu } from './full-main-menu';
import { posts } from './generated/posts';
import { projects } from './generated/projects';
import { services } from './generated/services';
import { team } from './generated/team';
import { plans } from './plans';
import type { Faq } from './types';

/** The collections the search reads: the build's (the seed) unless given the live ones. */
export interface SearchCollections {
  services: SiteContent['services'];
  projects: SiteContent['projects'];
  posts: SiteContent['posts'];
  team: SiteContent['team'];
  faqs: readonly Faq[];
  homeFaqs: readonly Faq[];
  plans: SiteContent['plans'];
}

const seed: SearchCollections = { services, projects, posts, team, faqs, homeFaqs, plans };

/**
 * The search's sources for the given site options: only pages the options keep are found (the
 * home FAQ lives on the Home 03 layout, wherever that is, and nowhere once it is no page).
 */
export function siteSearchSources(options: SiteOptions, collections = seed) {
  const { services, projects, posts, team, faqs, homeFaqs, plans } = collections;
  const homeFaqPath = homeLayoutPath('home-three', options);
  return {
    services,
    projects,
    posts,
    team,
    faqs: [
      { items: faqs, path: '/faq' },
      ...(homeFaqPath ? [{ items: homeFaqs, path: homeFaqPath }] : []),
    ],
    plans,
    menu: siteMenu(fullMainMenu, options),
    // Team Two lists every member; the pricing page shows every plan.
    paths: { team: '/team-two', pricing: '/pricing-plans' },
  } satisfies SiteContent;
}

export const searchSources = siteSearchSources(siteOptions);
