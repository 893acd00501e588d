/** What the site search indexes: every collection a visitor might look for, and where it shows. */
import type { SiteContent } from '../search/site-documents';
import { faqs, homeFaqs } from './faqs';
import { posts } from './generated/posts';
import { projects } from './generated/projects';
import { services } from './generated/services';
import { team } from './generated/team';
import { mainMenu } from './navigation';
import { plans } from './plans';

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
