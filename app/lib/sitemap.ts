/** Paths that must not be indexed even though they are pre-rendered. */
const EXCLUDED = new Set(['/404-error', '/search']);

/** sitemap.xml for the given pre-rendered paths on the canonical origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .filter((path) => !EXCLUDED.has(path))
    .sort()
    .map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt allowing everything and pointing at the sitemap. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
