/** What the site search indexes: every collection a visitor might look for, and where it shows. */
import type { SiteContent } from '../search/site-documents';
import { faqs, homeFaqs } from './faqs';
import { mainMenu } from './navigation';
import { plans } from './plans';
import { posts } from './posts';
import { projects } from './projects';
import { services } from './services';
import { team } from './team';

export const searchSources = {
  services,
  projects,
  posts,
  team,
  faqs: [
    { items: faqs, path: '/faq' },
    { items: homeFaqs, path: '/home-three' },
  ],
  plans,
  menu: mainMenu,
  // Team Two lists every member; the pricing page shows every plan.
  paths: { team: '/team-two', pricing: '/pricing-plans' },
} as const satisfies SiteContent;
