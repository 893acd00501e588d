import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { gzipWithToken, prepareTokenGzip, type TokenGzip } from './token-gzip.ts';

/** One rendered answer kept in memory: what is needed to send it again. */
interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body gzipped once, when it was stored: most visitors take it as is. */
  gzip: Uint8Array | undefined;
  /**
   * A page with forms instead: each answer carries a form token of its own (page-token.ts), so
   * it is gzipped once around the token and has no validator (token-gzip.ts).
   */
  tokenGzip: TokenGzip | undefined;
  etag: string;
  tags: readonly string[];
  storedAt: number;
}

export interface RenderCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /**
   * How long an entry may be served, in ms: the bound on how stale a page can be when a change
   * was made on another server that this one was not told about.
   */
  maxAgeMs?: number;
  now?: () => number;
  /** A new page token, for a page with forms sent gzipped (without it, page-token.ts fills it in). */
  issueToken?: () => string;
}

/** Headers that belong to one answer only and are never stored. */
const PER_ANSWER = new Set(['set-cookie', 'content-length', 'date', 'etag', 'content-encoding']);

/**
 * Server-rendered pages kept in memory, so that a page whose content has not changed is sent
 * as fast as a static file (docs/deploy.md, "Server-rendered pages"). Each entry names what it
 * shows as tags (`comments`, `post:<slug>` …); a change drops the entries that show it.
 */
export function createRenderCache({
  maxEntries = 500,
  maxAgeMs = 5 * 60_000,
  now = Date.now,
  issueToken,
}: RenderCacheOptions = {}) {
  const entries = new Map<string, Entry>();

  return {
    /** The stored answer for `key`, or undefined; a 304 when the request already has it. */
    get(key: string, request: Request): Response | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last, so the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      const headers = new Headers(entry.headers);
      if (!entry.tokenGzip) {
        headers.set('ETag', entry.etag);
        if (request.headers.get('if-none-match') === entry.etag) {
          return new Response(null, { status: 304, headers });
        }
      }
      headers.append('Vary', 'Accept-Encoding');
      const takesGzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
      const gzip = !takesGzip
        ? undefined
        : entry.tokenGzip && issueToken
          ? gzipWithToken(entry.tokenGzip, issueToken())
          : entry.gzip;
      if (gzip) headers.set('Content-Encoding', 'gzip');
      if (request.method === 'HEAD') return new Response(null, { status: entry.status, headers });
      return new Response(gzip ? (gzip as BodyInit) : entry.body, {
        status: entry.status,
        headers,
      });
    },

    /**
     * Keeps a rendered answer under `key` with the tags of what it shows. Only a complete 200
     * that sets no cookie is kept; returns the answer to send now (with its ETag).
     */
    put(key: string, response: Response, body: string, tags: readonly string[]): Response {
      if (response.status !== 200 || response.headers.has('set-cookie')) {
        return new Response(body, response);
      }
      const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const tokenGzip = prepareTokenGzip(body);
      const gzip = tokenGzip ? undefined : gzipSync(body);
      entries.set(key, {
        status: 200,
        headers,
        body,
        gzip,
        tokenGzip,
        etag,
        tags,
        storedAt: now(),
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const sent = new Headers(headers);
      sent.set('ETag', etag);
      return new Response(body, { status: 200, headers: sent });
    },

    /** Drops the entries showing any of `tags`, or every entry when none are given. */
    invalidate(tags?: readonly string[]): void {
      if (!tags) {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
