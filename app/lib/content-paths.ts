import { postPath, projectPath, servicePath } from './paths';

/** Where visitors see each settings document (the first page that shows it). */
const SETTINGS_PAGES: Record<string, string> = {
  pages: '/services',
  contact: '/contact-us',
  faqs: '/faq',
  plans: '/pricing-plans',
  timeline: '/history',
  stats: '/about-us',
};

/**
 * The public page that shows a content item, for the editor's "view" and preview links: a post,
 * service or project has its own; team members, testimonials and the settings documents show on
 * a listing page (the home page for those only it shows).
 */
export function publicPathOf(collection: string, slug: string): string {
  switch (collection) {
    case 'posts':
      return postPath(slug);
    case 'services':
      return servicePath(slug);
    case 'projects':
      return projectPath(slug);
    case 'team':
      return '/team-two';
    case 'testimonials':
      return '/testimonial';
    default:
      return SETTINGS_PAGES[slug] ?? '/';
  }
}
