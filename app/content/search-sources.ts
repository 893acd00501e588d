/** What the site search indexes: every collection a visitor might look for, and where it shows. */
import type { SiteContent } from '../search/site-documents';
import { siteOptions } from '../site-options/current';
import { homeLayoutPath } from '../site-options/site-options';
import { faqs, homeFaqs } from './faqs';
import { mainMenu } from './navigation';
import { plans } from './plans';
import { posts } from './posts';
import { projects } from './projects';
import { services } from './services';
import { team } from './team';

/** The home FAQ lives on the Home 03 layout: found there, or not at all once that is no page. */
function homeFaqSources() {
  const path = homeLayoutPath('home-three', siteOptions);
  return path ? [{ items: homeFaqs, path }] : [];
}

export const searchSources = {
  services,
  projects,
  posts,
  team,
  faqs: [{ items: faqs, path: '/faq' }, ...homeFaqSources()],
  plans,
  menu: mainMenu,
  // Team Two lists every member; the pricing page shows every plan.
  paths: { team: '/team-two', pricing: '/pricing-plans' },
} as const satisfies SiteContent;
