/**
 * Where pre-rendering ends and the server begins. Pages listed here are never pre-rendered
 * (they need the server every time); live paths are pre-rendered for static copies but the
 * server renders them per request, because what they show changes (approved comments, search).
 */
export const SERVER_ONLY_PREFIXES = ['/admin', '/api', '/thank-you', '/newsletter'] as const;

/** True for a path that exists only on the server (never a static file, never in the sitemap). */
export function isServerOnlyPath(path: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// A blog post (and its data), but not a listing page such as /blog/page/2; the search page.
const LIVE = [/^\/blog\/[^/]+?(\.data)?$/, /^\/search(\.data)?$/];

/** True for a path the server renders per request although a pre-rendered file exists. */
export function isLivePath(pathname: string): boolean {
  return LIVE.some((pattern) => pattern.test(pathname));
}

const POST = /^\/blog\/([^/]+?)(?:\.data)?$/;

/**
 * What a live page shows, as cache tags (server/http/render-cache.ts), or undefined for a page
 * that must be rendered for every request (search answers each query). A blog post shows its
 * approved comments: approving or hiding one drops every post from the cache.
 */
export function renderCacheTags(pathname: string): string[] | undefined {
  const post = POST.exec(pathname);
  if (post) return ['comments', `post:${post[1]}`];
  return undefined;
}
