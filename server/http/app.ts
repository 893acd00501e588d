import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RouterContext, ServerBuild } from 'react-router';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { deferBootHtml } from '../../scripts/lib/defer-boot.mjs';
import { pagePolicy } from '../../scripts/lib/headers-file.mjs';
import { createNonce } from '../../scripts/lib/security-headers.mjs';
import type { PublishedReads } from '../content/published.ts';
import type { Services } from '../services.ts';
import { clientAddress, isFromTrustedProxy, type ProxyTrust } from './client-address.ts';
import { guardPost } from './guards.ts';
import { HEALTH_PATH } from './health.ts';
import { createMediaRoutes, type UploadSettings } from './media-routes.ts';
import { createMethodRules, methodNotAllowed } from './methods.ts';
import { type OfficeContact, plainPage } from './plain-page.ts';
import type { RateLimiter } from './rate-limit.ts';
import { createRenderCache, type RenderCache } from './render-cache.ts';
import { malformedPathReason } from './request-path.ts';
import { routePatterns } from './route-patterns.ts';
import type { SecurityHeaders } from './security.ts';
import { fileResponse, findStaticFile } from './static-files.ts';
import { announceVitals, isVitalsPath, receiveVitals } from './vitals.ts';

/** What the server build exports beside its request handler (see app/entry.server.tsx). */
export interface ServerExtras {
  servicesContext: RouterContext<Services | null>;
  requestInfoContext: RouterContext<{ clientIp: string; isHttps: boolean; nonce: string }>;
  /** Filled while a page renders with the tags of the content it shows. */
  contentTagsContext: RouterContext<Set<string> | null>;
  /** Set for a request with a valid preview link: the reads with the item's draft in place. */
  previewContext: RouterContext<{ reads: PublishedReads; expiresAt: string } | null>;
  office: OfficeContact;
  /** Paths the server renders (from the content store) even though a pre-rendered file exists. */
  isLivePath: (pathname: string) => boolean;
  /** Rendered pages that are the same for everyone: kept in the render cache and by a CDN. */
  isCacheablePage: (pathname: string) => boolean;
  /** Files rendered from the content (sitemap, feed) by path, with their type. */
  contentFiles: Record<
    string,
    {
      type: string;
      render: (
        context: RouterContextProvider,
        routes: readonly { path?: string; index?: boolean }[],
      ) => Promise<string>;
    }
  >;
  /** A live item's share card (`/og/…png`) drawn from the store, or undefined. */
  liveShareCard: (
    context: RouterContextProvider,
    pathname: string,
    root: string,
  ) => Promise<Uint8Array | undefined>;
  /** The only hosts pages may frame (video, map). */
  embedOrigins: readonly string[];
}

export interface AppOptions {
  build: ServerBuild;
  /** The project folder (the share cards read the design tokens and fonts from it). */
  root: string;
  extras: ServerExtras;
  services: Services;
  clientDir: string;
  postLimiter: RateLimiter;
  /** Web-vitals beacons per address (docs/decisions/017). */
  vitalsLimiter: RateLimiter;
  /** TRUST_PROXY: whose X-Forwarded-* headers count (client-address.ts). */
  trustProxy: ProxyTrust;
  security: SecurityHeaders;
  /** `GET /healthz` (health.ts). */
  health: (request: Request) => Promise<Response>;
  /** True while the database is unreachable: a failed page then answers 503, not 500. */
  isDatabaseDown: () => boolean;
  /** True once shutdown began: every answer closes its connection. */
  isClosing: () => boolean;
  /** Told about a request that failed outside the app (e.g. a body cut off by the timeout). */
  onError?: (error: unknown) => void;
  /** Rendered pages kept in memory (render-cache.ts); one is made when not given. */
  renderCache?: RenderCache;
  /** Photo uploads at POST /admin/media (media-upload.ts): the size limit and the log. */
  uploads: UploadSettings;
}

const forwardedProto = (request: Request) =>
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();

/** The visitor's URL as they typed it; behind a trusted proxy, from its forwarded headers. */
function publicUrl(request: Request, proxied: boolean): URL {
  const url = new URL(request.url);
  if (!proxied) return url;
  const proto = forwardedProto(request);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) {
    url.host = host;
    // A forwarded host without a port means the default one, not the server's own port.
    url.port = new URL(`http://${host}`).port;
  }
  return url;
}

/** A limiter that never holds back. */
const UNLIMITED: RateLimiter = { hit: () => 0 };

/**
 * A signed-in person's work in the admin (saves, publishes, the editor's previews and address
 * checks as they type): not a visitor's form, so the visitors' per-address post limit (20 a
 * minute, shared by an office behind one address) does not apply. The route checks the session,
 * role and origin of every such post; signing in, resets and invitations keep the limit beside
 * their own throttles. A post carrying a made-up cookie costs one session lookup and a 401, as
 * an admin page request does.
 */
function isOfficeWork(request: Request, url: URL) {
  if (
    !url.pathname.startsWith('/admin/') ||
    /^\/admin\/(?:sign-in|reset|invite)\b/.test(url.pathname)
  ) {
    return false;
  }
  return /(?:^|;\s*)admin_session=[^;]/.test(request.headers.get('cookie') ?? '');
}

/**
 * One server for the whole site: pre-rendered files as a static host serves them, and everything
 * else (form posts, the inbox, search, unknown paths) through React Router.
 */
export function createApp(options: AppOptions) {
  const { build, extras, services, clientDir, postLimiter, vitalsLimiter, trustProxy, security } =
    options;
  const { health, isDatabaseDown, isClosing } = options;
  const vitals = {
    limiter: vitalsLimiter,
    routeOf: routePatterns(build.routes),
    save: services.vitals.save,
  };
  const handle = createRequestHandler(build, 'production');
  const renderCache = options.renderCache ?? createRenderCache();
  services.onChange((tags) => renderCache.invalidate(tags));
  const allowedMethods = createMethodRules(build.routes);
  const media = createMediaRoutes({ services, ...options.uploads });
  // The pages of the route table (the root's children) that a sitemap lists.
  const routePlaces = Object.values(build.routes).filter((route) => route?.parentId === 'root');
  // Share cards of live items, drawn on request and kept until the content changes.
  const cards = new Map<string, Uint8Array>();
  services.onChange(() => cards.clear());
  const shareCard = async (pathname: string) => {
    let png = cards.get(pathname);
    if (!png) {
      const context = new RouterContextProvider();
      context.set(extras.servicesContext, services);
      png = await extras.liveShareCard(context, pathname, options.root).catch((error: unknown) => {
        options.onError?.(error);
        return undefined;
      });
      if (!png) return undefined;
      if (cards.size >= MAX_CARDS) cards.delete(cards.keys().next().value as string);
      cards.set(pathname, png);
    }
    const [, section = '', slug = ''] = /^\/og\/([^/]+)\/([^/]+)\.png$/.exec(pathname) ?? [];
    const tag = `${{ blog: 'posts', services: 'services', portfolio: 'projects' }[section] ?? section}:${slug}`;
    return new Response(png as BodyInit, {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': RENDERED_CACHE_CONTROL,
        'Surrogate-Key': tag,
        'Cache-Tag': tag,
      },
    });
  };
  /** A content file (sitemap, feed) from what is published now; a 500 when that failed. */
  const renderContentFile = async (
    file: ServerExtras['contentFiles'][string],
    context: RouterContextProvider,
  ) => {
    try {
      const body = await file.render(context, routePlaces as { path?: string; index?: boolean }[]);
      return new Response(body, { status: 200, headers: { 'Content-Type': file.type } });
    } catch (error) {
      options.onError?.(error);
      return new Response('Internal Server Error\n', { status: 500 });
    }
  };
  /** A file of the build as a static host serves it, with its page's policy; or undefined. */
  const staticFile = async (request: Request, pathname: string) => {
    const found = await findStaticFile(clientDir, pathname);
    if (!found) return undefined;
    const response = fileResponse(request, pathname, found);
    const policy = found.file.endsWith('.html') ? security.forFile(found.file) : undefined;
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return response;
  };
  /**
   * The build's copy of a page, for when it cannot be rendered: what the site showed at build
   * time beats an error page. Never kept by a browser or CDN, so the live page returns with
   * the database.
   */
  const prerenderedCopy = async (request: Request, pathname: string) => {
    const response = await staticFile(request, pathname);
    if (response?.status !== 200) return undefined;
    response.headers.set('Cache-Control', 'no-store');
    response.headers.delete('ETag');
    response.headers.delete('Last-Modified');
    return response;
  };
  const app = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();

  // One log line (rate-limited by the caller) instead of a stack trace; the visitor gets a plain 500.
  app.onError((error) => {
    options.onError?.(error);
    return new Response('Internal Server Error\n', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  });
  app.use(compress());
  app.use(announceVitals);
  app.use(async (c, next) => {
    await next();
    security.apply(c.res.headers);
    if (isClosing()) c.res.headers.set('Connection', 'close');
  });

  app.all('*', async (c) => {
    let request = c.req.raw;
    const socketAddress = c.env?.incoming?.socket?.remoteAddress;
    const proxied = isFromTrustedProxy(trustProxy, socketAddress);
    const url = publicUrl(request, proxied);
    const rawPath = new URL(request.url).pathname;
    const malformed = malformedPathReason(rawPath);
    if (malformed) return badRequest(malformed);
    // Behind a proxy that says the visitor came over plain HTTP: the same address over HTTPS.
    if (proxied && forwardedProto(request) === 'http') {
      url.protocol = 'https:';
      return new Response(null, {
        status: request.method === 'GET' || request.method === 'HEAD' ? 301 : 308,
        headers: { Location: url.href, 'Cache-Control': 'no-store' },
      });
    }
    // Every limiter and the sessions' address use this one answer.
    const clientIp = clientAddress(
      trustProxy,
      socketAddress,
      request.headers.get('x-forwarded-for'),
    );
    // Not a router route: the beacon endpoint answers its own methods (decision 017).
    if (isVitalsPath(url.pathname)) return receiveVitals(request, url, clientIp, vitals);
    if (url.pathname === HEALTH_PATH) return health(request);
    // Uploads and stored pictures: the server's own routes, never React Router's.
    const mediaAnswer = media(request, url);
    if (mediaAnswer) return mediaAnswer;
    const allowed = allowedMethods(url.pathname);
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);

    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const contentFile = isRead ? extras.contentFiles[url.pathname] : undefined;
    const cacheKey =
      isRead && (contentFile || extras.isCacheablePage(url.pathname))
        ? pageCacheKey(url)
        : undefined;
    if (cacheKey) {
      const cached = renderCache.get(cacheKey, request);
      if (cached) return cached;
    }
    if (isRead && url.pathname.startsWith('/og/')) {
      const card = await shareCard(url.pathname);
      if (card) return card;
    }
    if (isRead && !contentFile && !extras.isLivePath(url.pathname)) {
      const response = await staticFile(request, url.pathname);
      if (response) return response;
    }
    if (!isRead) {
      const guarded = await guardPost(request, url, {
        contact: extras.office,
        limiter: isOfficeWork(request, url) ? UNLIMITED : postLimiter,
        clientIp,
      });
      if (guarded instanceof Response) return guarded;
      request = guarded;
    } else if (url.href !== request.url) {
      request = new Request(url, request);
    }

    const nonce = createNonce();
    const shownTags = new Set<string>();
    const context = new RouterContextProvider();
    context.set(extras.contentTagsContext, shownTags);
    const previewToken = isRead ? url.searchParams.get('preview') : null;
    if (previewToken !== null) {
      const view = await previewView(services, previewToken).catch((error: unknown) => {
        options.onError?.(error);
        return null;
      });
      if (view === null) return unavailable(extras.office);
      if (!view) return previewGone(extras.office);
      context.set(extras.previewContext, view);
    }
    context.set(extras.servicesContext, services);
    context.set(extras.requestInfoContext, {
      clientIp,
      isHttps: url.protocol === 'https:',
      nonce,
    });
    const response = contentFile
      ? await renderContentFile(contentFile, context)
      : await handle(request, context);
    // A page that could not be rendered (the database is away): its pre-rendered copy, if any.
    if (response.status >= 500 && isRead && (contentFile || extras.isLivePath(url.pathname))) {
      const copy = await prerenderedCopy(request, url.pathname);
      if (copy) return copy;
    }
    if (response.status === 500 && isDatabaseDown()) return unavailable(extras.office);
    if (cacheKey && request.method === 'GET') {
      return cacheRendered(renderCache, cacheKey, [...shownTags], response, extras.embedOrigins);
    }
    const sent = await withDeferredBoot(response, security.forNonce(nonce));
    if (previewToken !== null) {
      // A draft for whoever has the link: never stored, indexed or followed.
      sent.headers.set('Cache-Control', 'private, no-store');
      sent.headers.set('X-Robots-Tag', 'noindex, nofollow');
      sent.headers.set('Referrer-Policy', 'no-referrer');
    }
    return sent;
  });
  return app;
}

/** Query parameters that say where a visitor came from; a page looks the same with them. */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/**
 * The key a cacheable page is kept under: its path and the router's own `_routes` (which
 * loaders a data request wants), without campaign parameters. Undefined for any other query
 * (a preview link, a made-up one): that page is rendered for its request only, so no one can
 * fill the cache with invented addresses.
 */
export function pageCacheKey(url: URL): string | undefined {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name === '_routes') kept.append(name, value);
    else if (!TRACKING.test(name)) return undefined;
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The view a preview token opens, or undefined for an unknown or expired one. */
async function previewView(services: Services, token: string) {
  const link = await services.content.previews.describe(token);
  if (!link) return undefined;
  return { reads: services.content.previewReads(link.itemId), expiresAt: link.expiresAt };
}

/** The page for a preview link that expired or never existed. */
function previewGone(contact: OfficeContact): Response {
  const response = plainPage(
    410,
    'This preview link has expired',
    'Preview links work for 7 days. Ask the office for a new one, or see the page as it is published now by opening it without the link.',
    contact,
  );
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** Share cards kept in memory at most (a card is about 20 KB). */
const MAX_CARDS = 200;

/** Seconds a visitor (or a crawler) is asked to wait while the database is away. */
const RETRY_AFTER_SECONDS = 30;

/** The page for a request that needed the database while it is unreachable. */
function unavailable(contact: OfficeContact): Response {
  return plainPage(
    503,
    'This page is briefly unavailable',
    'We cannot reach our records just now. Please try again in a minute; the rest of the site still works.',
    contact,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

/** 400 for a path that cannot name anything here (see request-path.ts). */
function badRequest(reason: string): Response {
  return new Response(`Bad Request: ${reason}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** How long a CDN may keep a cached server-rendered page, and serve it stale while it asks again. */
export const RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A server-rendered page that shows the same to everyone (a blog post with its approved
 * comments): kept in the render cache, sent with the cache headers a CDN follows and the tags
 * that name what it shows. Its policy lists its inline scripts' hashes, as a pre-rendered
 * page's does, instead of a nonce: one rendering is sent to many visitors.
 */
async function cacheRendered(
  cache: RenderCache,
  key: string,
  tags: readonly string[],
  response: Response,
  embedOrigins: readonly string[],
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body = await response.text();
  if (headers.get('content-type')?.startsWith('text/html')) {
    body = deferBootHtml(body) ?? body;
    headers.set('Content-Security-Policy', pagePolicy(body, embedOrigins));
  }
  // A page that says it is private (a route's own `no-store`) is never kept or shared.
  const own = headers.get('cache-control') ?? '';
  if (response.status !== 200 || /\b(no-store|private)\b/.test(own)) {
    if (!own) headers.set('Cache-Control', 'no-store');
    return new Response(body, { status: response.status, headers });
  }
  headers.set('Cache-Control', RENDERED_CACHE_CONTROL);
  headers.set('Surrogate-Key', tags.join(' '));
  headers.set('Cache-Tag', tags.join(','));
  return cache.put(key, new Response(null, { status: 200, headers }), body, tags);
}

/**
 * Server-rendered pages start their code after load, like the pre-rendered ones, and get the
 * policy that allows their nonce-carrying inline scripts.
 */
async function withDeferredBoot(response: Response, policy: string): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
    return response;
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  headers.set('Content-Security-Policy', policy);
  return new Response(deferBootHtml(html) ?? html, { status: response.status, headers });
}
