/** URL builders: the one place that knows how content maps to addresses. */
export const NOT_FOUND_PATH = '/404-error';

export const servicePath = (slug: string) => `/services/${slug}`;
export const projectPath = (slug: string) => `/portfolio/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;

/** The RSS feed of the blog posts, written at build time (react-router.config.ts). */
export const FEED_PATH = '/feed.xml';
