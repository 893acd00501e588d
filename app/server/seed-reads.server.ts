/**
 * The content as the build knows it (the seed in content/, compiled to app/content/generated):
 * what pre-rendering reads, where no server and no content store exist. The same shape as the
 * store's published reads, so a loader does not know which it was given.
 */
import type { Documents, PublishedReads } from '../../server/content/published';
import * as content from '../content';
import { contactDetails } from '../content/contact';
import { pageIntros } from '../content/generated/pages';
import { privacyNotice } from '../content/generated/privacy';
import type { Testimonial } from '../content/types';

const documents: Documents = {
  pages: { pageIntros },
  contact: { contactDetails },
  faqs: {
    faqs: [...content.faqs],
    homeFaqs: [...content.homeFaqs],
    serviceFaqs: [...content.serviceFaqs],
  },
  plans: { plans: [...content.plans] },
  process: { processSteps: [...content.processSteps] },
  stats: {
    reviewsBadge: content.reviewsBadge,
    counters: [...content.counters],
    projectsCompleted: content.projectsCompleted,
    consultingCounter: content.consultingCounter,
    skills: [...content.skills],
    experience: content.experience && {
      ...content.experience,
      points: [...content.experience.points],
    },
  },
  certifications: { certifications: [...content.certifications] },
  timeline: { timeline: [...content.timeline] },
  awards: { awards: [...content.awards] },
  partners: { partners: [...content.partners] },
  // A draft in the seed: pre-rendered pages never show it (app/server/privacy-notice.server.ts).
  privacy: { privacyNotice },
};

const slugOf = (item: { slug: string } | Testimonial) => ('slug' in item ? item.slug : item.id);
const all = {
  posts: content.posts,
  services: content.services,
  projects: content.projects,
  team: content.team,
  testimonials: content.testimonials,
};

export const seedReads: PublishedReads = {
  posts: async () => [...content.posts],
  post: async (slug) => content.getPostBySlug(slug),
  recentPosts: async (n) => [...content.recentPosts(n)],
  services: async () => [...content.services],
  service: async (slug) => content.getServiceBySlug(slug),
  projects: async () => [...content.projects],
  project: async (slug) => content.getProjectBySlug(slug),
  projectsByCategory: async (category) => [...content.projectsByCategory(category)],
  team: async () => [...content.team],
  teamByCategory: async (category) => [...content.teamByCategory(category)],
  testimonials: async () => [...content.testimonials],
  slugs: async (collection) => all[collection].map(slugOf),
  document: async (name) => documents[name],
  redirect: async () => undefined,
  // The seed has no publishing history: the posts' own dates are the sitemap's.
  publishedDates: async () => [],
};
