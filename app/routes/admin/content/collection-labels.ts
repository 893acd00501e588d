/**
 * How the editor names the store's collections and settings documents, and where an item is
 * seen on the site (null: it shows on listing pages only).
 */
export interface CollectionInfo {
  name: string;
  /** The list's title: "Posts". */
  label: string;
  /** One item, in a sentence: "post". */
  one: string;
  /** The public address an item's slug is added to, or null. */
  publicBase: string | null;
  /** What the list is for, in a sentence. */
  about: string;
}

const COLLECTIONS: Record<string, Omit<CollectionInfo, 'name'>> = {
  posts: {
    label: 'Posts',
    one: 'post',
    publicBase: '/blog',
    about: 'The blog: articles with a cover picture and a body.',
  },
  projects: {
    label: 'Projects',
    one: 'project',
    publicBase: '/portfolio',
    about: 'The portfolio: finished work with its photos.',
  },
  services: {
    label: 'Services',
    one: 'service',
    publicBase: '/services',
    about: 'What the company offers, each with its own page.',
  },
  team: {
    label: 'Team members',
    one: 'team member',
    publicBase: null,
    about: 'The people on the team pages.',
  },
  testimonials: {
    label: 'Testimonials',
    one: 'testimonial',
    publicBase: null,
    about: 'What clients say, with their portrait.',
  },
  settings: {
    label: 'Site-wide copy',
    one: 'document',
    publicBase: null,
    about:
      'Contact details, each page’s introduction, questions and answers, plans, process steps, counters, certifications, history, awards, partners and the privacy notice.',
  },
};

const DOCUMENTS: Record<string, string> = {
  pages: 'Page introductions',
  contact: 'Contact details',
  faqs: 'Questions and answers',
  plans: 'Pricing plans',
  process: 'Process steps',
  stats: 'Figures and claims',
  certifications: 'Certifications',
  timeline: 'History timeline',
  awards: 'Awards',
  partners: 'Partners',
  privacy: 'Privacy notice',
};

export const SETTINGS = 'settings';

export function collectionInfo(name: string): CollectionInfo {
  const known = COLLECTIONS[name];
  return known
    ? { name, ...known }
    : { name, label: name, one: 'item', publicBase: null, about: '' };
}

/** The editor's order of the collections (the most edited first). */
export const COLLECTION_ORDER = Object.keys(COLLECTIONS);

/** A settings document's title ("Pricing plans"), or its name. */
export const documentLabel = (slug: string) => DOCUMENTS[slug] ?? slug;

/** What a settings document's form says above its fields, where something needs saying. */
const DOCUMENT_ABOUT: Record<string, string> = {
  stats:
    'Every number and claim the home pages and About us show: the banner’s badge, the counters, the skill bars and the years of experience. To hide one, empty its fields (or remove every entry of a list); its badge or band then leaves the page.',
  privacy:
    'Shown at /privacy once published; until then the footer’s Privacy policy link leads to the contact page. Leave a blank line between paragraphs. The contact details under it come from Contact details.',
  contact:
    'The company’s name and brand colour are not edited here: a developer sets them in app/brand.ts, as they recolour the artwork when the site is built.',
};

export const documentAbout = (slug: string): string | null => DOCUMENT_ABOUT[slug] ?? null;

/** The admin address of a collection's list, or one of its items (`new` creates). */
export const contentPath = (collection?: string, item?: number | 'new') =>
  `/admin/content${collection ? `/${collection}` : ''}${item !== undefined ? `/${item}` : ''}`;
