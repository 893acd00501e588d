/** One entry point for content: collections, lookups by slug and derived values. */
import { posts as seedPosts } from './generated/posts';
import { projects } from './generated/projects';
import { services } from './generated/services';
import { team } from './generated/team';
import { sampleComments } from './sample-comments';
import type { Post, Project, ProjectCategory, Service, TeamCategory, TeamMember } from './types';

export { heroSlides, siteArt } from './art';
export { awards } from './awards';
export { blogExtras } from './blog-extras';
export { certifications } from './certifications';
export { faqs, homeFaqs, serviceFaqs } from './faqs';
export { testimonials } from './generated/testimonials';
export { partners } from './partners';
export { plans } from './plans';
export { processSteps } from './process';
export { searchSources } from './search-sources';
export { site, siteProfile } from './site';
export type { PostSlug, ProjectSlug, ServiceSlug } from './slugs';
export { postSlugs, projectSlugs, serviceSlugs } from './slugs';
export {
  consultingCounter,
  counters,
  experience,
  projectsCompleted,
  reviewsBadge,
  skills,
} from './stats';
export { timeline } from './timeline';
export type { Certification, HeroSlide, Partner, ProcessStep } from './types';
export { posts, projects, services, team };

/** The seed's posts, each counting its sample comments (what a new database shows: decision 054). */
const posts: readonly Post[] = seedPosts.map((post) => ({
  ...post,
  comments: sampleComments[post.slug]?.length ?? 0,
}));

/** The service with this slug, or undefined. */
export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

/** The project with this slug, or undefined. */
export function getProjectBySlug(slug: string): Project | undefined {
  return projects.find((p) => p.slug === slug);
}

/** The post with this slug, or undefined. */
export function getPostBySlug(slug: string): Post | undefined {
  return posts.find((p) => p.slug === slug);
}

/** The n most recent posts (the collection is ordered newest first). */
export function recentPosts(n: number): readonly Post[] {
  return posts.slice(0, Math.max(0, n));
}

/** Projects in a gallery filter category; 'all' returns every project. */
export function projectsByCategory(category: ProjectCategory | 'all'): readonly Project[] {
  return category === 'all' ? projects : projects.filter((p) => p.category === category);
}

/** Team members in a role category. */
export function teamByCategory(category: TeamCategory): readonly TeamMember[] {
  return team.filter((m) => m.category === category);
}
