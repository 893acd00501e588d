/**
 * `GET /media/<name>`: a stored picture or one of its renditions, from the content store's
 * MediaStorage (so every server of one database serves the same files). Names are content
 * hashes, so an answer never changes: cached for a year as immutable, with the name as a strong
 * ETag. The type is sniffed from the bytes; `nosniff` and a policy that runs nothing go with it.
 * Uploads are never SVG (refused at upload); the SVG artwork served here came with the seed.
 */

import { artworkBrandKey, brandedArtwork } from '../content/artwork.ts';
import { isMediaName } from '../content/media-name.ts';
import type { ContentStore } from '../content/store.ts';
import { FILE_POLICY } from './security.ts';

export const MEDIA_PREFIX = '/media/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ARTWORK = 'public, max-age=3600';

const notFound = () =>
  new Response('Not Found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Answers a request under /media/ (GET and HEAD; anything else 405). */
export async function serveMedia(
  request: Request,
  pathname: string,
  content: Pick<ContentStore, 'media'>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const name = pathname.slice(MEDIA_PREFIX.length);
  if (!isMediaName(name)) return notFound();
  // Artwork follows the brand (artwork.ts): the same name gives other bytes after a rebrand, so
  // it is revalidated hourly under an ETag that names the brand; photos never change.
  const isArtwork = name.endsWith('.svg');
  const etag = isArtwork ? `"${name}.${artworkBrandKey}"` : `"${name}"`;
  const headers = new Headers({
    'Cache-Control': isArtwork ? ARTWORK : IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_POLICY,
  });
  const matches = (request.headers.get('if-none-match') ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  // The name is the content: a browser holding it holds these bytes (if it exists at all).
  const file = await content.media.file(name);
  if (!file) return notFound();
  if (matches) return new Response(null, { status: 304, headers });
  const { type } = file;
  const bytes = type === 'image/svg+xml' ? brandedArtwork(file.bytes) : file.bytes;
  headers.set('Content-Type', type);
  headers.set('Content-Length', String(bytes.byteLength));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
