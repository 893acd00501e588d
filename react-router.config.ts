import { existsSync } from 'node:fs';
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { posts } from './app/content/generated/posts';
import { site } from './app/content/site';
import { contentLinks } from './app/content/slugs';
import { brokenContentLinks } from './app/lib/content-links';
import { embedOrigins } from './app/lib/embed-origins';
import { FEED_PATH } from './app/lib/paths';
import routes from './app/routes';
import { rssFeed } from './app/site-files/rss-feed';
import { robotsTxt, sitemapXml } from './app/site-files/sitemap';
import { lastModifiedByPath } from './app/site-files/sitemap-lastmod';
import { pagePaths } from './app/site-options/page-paths';
import { writeSecurityHeaders } from './common/headers-file.ts';

let prerendered: string[] = [];

export default {
  // The server (server/main.ts) renders forms' answers, the inbox and search; every content
  // page is still a static HTML file, served as is.
  ssr: true,
  // Every screen in the route table and every detail slug becomes a static HTML file; the
  // route table follows the brand file's site options, so hidden pages are not built.
  prerender: () => {
    prerendered = pagePaths(routes);
    return prerendered;
  },
  // Static hosts have no server to ask for a route manifest.
  routeDiscovery: { mode: 'initial' },
  // `npm run build` builds into a fresh folder (SITE_BUILD_DIR, build/.next) and moves it to
  // build/ only when everything here succeeded (scripts/build.mjs), so a failed build leaves
  // the last good one serving.
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  async buildEnd({ viteConfig, reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    // A link in a content file that leads nowhere fails the build, naming the file.
    const broken = brokenContentLinks(contentLinks, prerendered, (path) =>
      existsSync(join(client, path)),
    );
    if (broken.length > 0) {
      // The first line is one sentence naming the file (`npm start` shows it); all follow.
      const more = broken.length > 1 ? ` (and ${broken.length - 1} more broken links below)` : '';
      throw new Error(`${broken[0]}${more}${more ? `\n${broken.join('\n')}` : ''}`);
    }
    // The sitemap comes from the same list that drives pre-rendering.
    await writeFile(
      join(client, 'sitemap.xml'),
      sitemapXml(site.origin, prerendered, lastModifiedByPath(posts)),
    );
    await writeFile(join(client, FEED_PATH.slice(1)), rssFeed(site, posts));
    await writeFile(join(client, 'robots.txt'), robotsTxt(site.origin));
    // A share card per page, the icons and the web manifest (docs/decisions/016); loaded here
    // so that dev and typegen never load sharp and the fonts.
    const { writeShareAssets } = await import('./app/share/render');
    await writeShareAssets({ root: viteConfig.root, client }, prerendered);
    // The router also writes a data file for the search index's resource route; nothing reads it.
    await rm(join(client, 'search-index.json.data'), { force: true });
    // Static hosts answer unknown URLs with 404.html: the Not Found page, served with islands
    // (decision 047), so it has no router to boot as another route. The server answers such
    // URLs itself.
    await copyFile(join(client, '404-error', 'index.html'), join(client, '404.html'));
    // Last: each page's Content-Security-Policy lists the hashes of its final inline scripts.
    await writeSecurityHeaders(client, embedOrigins);
  },
} satisfies Config;
