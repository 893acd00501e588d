import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { site } from './app/content/site';
import { detailPaths } from './app/lib/detail-paths';
import { robotsTxt, sitemapXml } from './app/lib/sitemap';
import routes from './app/routes';
import { deferBoot } from './scripts/lib/defer-boot.mjs';

const hasHomeRoute = routes.some((entry) => entry.index);
let prerendered: string[] = [];

export default {
  // The search results page is rendered per request (routes/search.tsx); everything else is
  // still pre-rendered.
  ssr: true,
  // Every screen in the route table and every detail slug becomes a static HTML file.
  // "/" is listed by the router even without a home route; it is pre-rendered only once one exists.
  prerender: ({ getStaticPaths }) => {
    prerendered = [
      ...getStaticPaths().filter((path) => path !== '/' || hasHomeRoute),
      ...detailPaths(routes.map((entry) => entry.path)),
    ];
    return prerendered;
  },
  // Static hosts have no server to ask for a route manifest.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ viteConfig }) {
    const client = join(viteConfig.root, 'build', 'client');
    // Static hosts answer unknown URLs with 404.html. It is the router's SPA fallback, which
    // boots the app on the Not Found screen (a copied pre-rendered page would not hydrate).
    // Without a pre-rendered home page the router writes that fallback as index.html.
    // With ssr: true the router writes no fallback: the server answers unknown URLs itself.
    const fallback = join(client, hasHomeRoute ? '__spa-fallback.html' : 'index.html');
    if (existsSync(fallback)) await copyFile(fallback, join(client, '404.html'));
    // The sitemap comes from the same list that drives pre-rendering.
    await writeFile(join(client, 'sitemap.xml'), sitemapXml(site.origin, prerendered));
    await writeFile(join(client, 'robots.txt'), robotsTxt(site.origin));
    // The app's code starts after load and first paint (see scripts/lib/defer-boot.mjs).
    await deferBoot(client);
  },
} satisfies Config;
