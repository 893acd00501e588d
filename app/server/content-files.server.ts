/**
 * The files that list the content, as the server answers them from what is published now: the
 * sitemap (with each page's last publish as `lastmod`) and the blog's feed. The build writes
 * the same files from the seed for static copies (react-router.config.ts).
 */
import type { RouterContextProvider } from 'react-router';
import { site } from '../content/site';
import { FEED_PATH, postPath, projectPath, servicePath } from '../lib/paths';
import { withAuthorName } from '../lib/taxonomy-view';
import { rssFeed } from '../site-files/rss-feed';
import { sitemapXml } from '../site-files/sitemap';
import { lastModifiedByPath } from '../site-files/sitemap-lastmod';
import { pagePaths, type RoutePlace } from '../site-options/page-paths';
import { contentOf } from './content.server';
import { readSitePages } from './site-pages.server';
import { listsOf } from './taxonomy.server';

const pathOf: Record<string, (slug: string) => string> = {
  posts: postPath,
  services: servicePath,
  projects: projectPath,
};

/** sitemap.xml for the route table's pages and the live items. */
async function sitemap(context: Readonly<RouterContextProvider>, routes: readonly RoutePlace[]) {
  const content = contentOf(context);
  const [posts, services, projects, dates, { hiddenPages }, lists] = await Promise.all([
    content.posts(),
    content.slugs('services'),
    content.slugs('projects'),
    content.publishedDates(),
    readSitePages(context),
    listsOf(context),
  ]);
  const slugs = {
    posts: posts.map((post) => post.slug),
    services,
    projects,
    tags: lists.tags.map((tag) => tag.slug),
  };
  const published = new Map(
    dates.flatMap(({ collection, slug, date }) => {
      const path = pathOf[collection];
      return path ? [[path(slug), date] as const] : [];
    }),
  );
  // A page the office hid leaves the sitemap at once (decision 056).
  const paths = pagePaths(routes, slugs).filter((path) => !hiddenPages.includes(path));
  return sitemapXml(site.origin, paths, lastModifiedByPath(posts, published));
}

/** The blog's RSS feed, each post by its author (decision 055). */
async function feed(context: Readonly<RouterContextProvider>) {
  const [posts, lists] = await Promise.all([contentOf(context).posts(), listsOf(context)]);
  return rssFeed(
    site,
    posts.map((post) => withAuthorName(post, post, lists)),
  );
}

/** The content files by path, with their type. */
export const contentFiles = {
  '/sitemap.xml': { type: 'application/xml; charset=utf-8', render: sitemap },
  [FEED_PATH]: { type: 'application/rss+xml; charset=utf-8', render: feed },
} as const;
