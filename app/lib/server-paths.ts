/**
 * Where pre-rendering ends and the server begins. Pages listed here are never pre-rendered
 * (they need the server every time). Every other page is pre-rendered for static copies, but the
 * server renders it from the content store (what the office published last) and keeps it in its
 * render cache until a change it shows (server/http/render-cache.ts).
 */
export const SERVER_ONLY_PREFIXES = [
  '/admin',
  '/api',
  '/thank-you',
  '/newsletter',
  '/visit',
  // A customer's quote by its private link (decision 059).
  '/quote',
] as const;

/**
 * True for a path that exists only on the server (never a static file, never in the sitemap),
 * and for its data (`/admin.data` is the data of `/admin`: a signed-in person's, never to be
 * cached or shared).
 */
export function isServerOnlyPath(path: string): boolean {
  const page = path.replace(/\.data$/, '');
  return SERVER_ONLY_PREFIXES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
}

/** Files the router renders from the content, although they have an extension. */
const CONTENT_FILES = new Set(['/search-index.json']);

/**
 * True for a path the server renders although a pre-rendered file may exist: every page (a path
 * without a file extension), every page's data (`.data`) and the search index. Assets (scripts,
 * styles, pictures, fonts) stay static files.
 */
export function isLivePath(pathname: string): boolean {
  return (
    !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.data') || CONTENT_FILES.has(pathname)
  );
}

const SEARCH = /^\/search(\.data)?$/;

/**
 * Whether a rendered page may be kept in the render cache and by a CDN: every live page except
 * the server-only ones and search (it answers each query). What it shows (its cache tags) is
 * recorded while it renders (app/server/content.server.ts).
 */
export function isCacheablePage(pathname: string): boolean {
  return isLivePath(pathname) && !isServerOnlyPath(pathname) && !SEARCH.test(pathname);
}
