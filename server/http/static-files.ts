import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Cache rules a CDN in front can follow (see docs/deploy.md). */
export function cacheControlFor(pathname: string): string {
  // File names under /assets carry a content hash: they never change.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Everything else keeps its name across deploys (pages, their data, the search index, share
  // images, icons, the manifest): browsers revalidate, a CDN keeps it briefly and serves stale
  // on error.
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
}

async function fileAt(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** Files for a static host to read, never to serve (see security.ts), wherever a path puts them. */
const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json']);

/**
 * True for a path naming a host's own file (`/_headers`, `//_headers`) or a dot file in any
 * folder (`.well-known` is the one public one).
 */
export function isHidden(decoded: string): boolean {
  return decoded
    .split('/')
    .some((part) => HOST_FILES.has(part) || (part.startsWith('.') && part !== '.well-known'));
}

/**
 * Finds the file a static host would answer `pathname` with: the file itself, or the folder's
 * index.html (`/faq` and `/faq/` both answer from faq/index.html, with no redirect).
 */
export async function findStaticFile(root: string, pathname: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || isHidden(decoded)) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, join(target, 'index.html')];
  for (const file of candidates) {
    const stats = await fileAt(file);
    if (stats) return { file, stats };
  }
  return undefined;
}

/** Answers a GET or HEAD from a file, with type, validators and cache headers; 304 when unchanged. */
export function fileResponse(
  request: Request,
  pathname: string,
  { file, stats }: { file: string; stats: Stats },
): Response {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(pathname),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  });
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(stats.size));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
