/** Paths that must not be indexed even though they are pre-rendered (both are `noindex`). */
const EXCLUDED = new Set(['/404-error', '/search']);

/** A pre-rendered file that is not a page, e.g. /search-index.json. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * sitemap.xml for the given pre-rendered paths on the canonical origin, with a `lastmod` for
 * the paths `lastModified` has a `YYYY-MM-DD` date for (see sitemap-lastmod.ts).
 */
export function sitemapXml(
  origin: string,
  paths: readonly string[],
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = [...new Set(paths)]
    .filter((path) => !EXCLUDED.has(path) && !isFile(path))
    .sort()
    .map((path) => {
      const date = lastModified.get(path);
      const lastmod = date ? `<lastmod>${date}</lastmod>` : '';
      return `  <url><loc>${new URL(path, origin).href}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt allowing everything and pointing at the sitemap. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
