import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import { createNonce } from '../../scripts/lib/security-headers.mjs';
import { withDatabaseBudget } from '../db/request-budget.ts';
import { isQuoteUpload, receiveQuotePost } from '../lead-files/receive.ts';
import { createLeadFileRoute } from '../lead-files/serve.ts';
import { byNetwork } from './address-key.ts';
import type { AppOptions } from './app-options.ts';
import { type BodyPace, slowBodyIn } from './body-pace.ts';
import { createBuildFiles } from './build-files.ts';
import { clientAddress, forwardedProto, isFromTrustedProxy, publicUrl } from './client-address.ts';
import { createContentFiles } from './content-files.ts';
import { guardPost } from './guards.ts';
import { HEALTH_PATH } from './health.ts';
import { createMediaRoutes } from './media-routes.ts';
import { createMethodRules, methodNotAllowed } from './methods.ts';
import {
  badRequest,
  cacheRendered,
  pageCacheKey,
  unavailable,
  withDeferredBoot,
} from './page-answers.ts';
import { withPageToken } from './page-token.ts';
import { isViewsPath, receiveView } from './page-views.ts';
import { previewGone, previewView } from './preview-answers.ts';
import { PUSH_WORKER_PATH, pushWorker } from './push-worker.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { createRenderCache } from './render-cache.ts';
import { malformedPathReason, normalisedPath } from './request-path.ts';
import { routePatterns } from './route-patterns.ts';
import { createShareCards } from './share-cards.ts';
import { withStatsPixel } from './stats-pixel.ts';
import { isTokenPage } from './token-pages.ts';
import { announceVitals, isVitalsPath, receiveVitals } from './vitals.ts';

export type { AppOptions } from './app-options.ts';
export { pageCacheKey, RENDERED_CACHE_CONTROL } from './page-answers.ts';
export type { ServerExtras } from './server-extras.ts';

/** What the Node adapter gives each request: the socket, for the client's address. */
type AppEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** Page views taken per address and minute unless the server says otherwise (decision 036). */
const VIEWS_PER_MINUTE = 120;

/** An upload's pace unless the server says otherwise (UPLOAD_IDLE_SECONDS, UPLOAD_TIMEOUT_SECONDS). */
const UPLOAD_IDLE_MS = 30_000;
const UPLOAD_TOTAL_MS = 30 * 60_000;

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
  // The router matches paths without regard to case (and on the normalised path): so does this.
  const path = url.pathname.toLowerCase();
  if (!path.startsWith('/admin/') || /^\/admin\/(?:sign-in|reset|invite)\b/.test(path)) {
    return false;
  }
  return /(?:^|;\s*)admin_session=[^;]/.test(request.headers.get('cookie') ?? '');
}

/**
 * One server for the whole site: pre-rendered files as a static host serves them, and everything
 * else (form posts, the inbox, search, unknown paths) through React Router.
 */
export function createApp(options: AppOptions) {
  const { build, extras, services, clientDir, trustProxy, security } = options;
  const { health, isDatabaseDown, isClosing } = options;
  // Every per-address limit counts an IPv6 client by its /64 (address-key.ts).
  const postLimiter = byNetwork(options.postLimiter);
  const vitals = {
    limiter: byNetwork(options.vitalsLimiter),
    routeOf: routePatterns(build.routes),
    save: services.vitals.save,
  };
  const views = {
    limiter: byNetwork(options.viewsLimiter ?? createRateLimiter(VIEWS_PER_MINUTE, 60_000)),
    routeOf: vitals.routeOf,
    record: services.statsIngest.record,
    failures: services.failures,
  };
  const handle = createRequestHandler(build, 'production');
  const renderCache =
    options.renderCache ?? createRenderCache({ issueToken: () => services.spam.issueToken('p') });
  services.onChange((tags) => renderCache.invalidate(tags));
  const allowedMethods = createMethodRules(build.routes);
  // Uploads may take minutes while bytes keep coming; a form's body has 30 s (guards.ts).
  const uploadPace: BodyPace = {
    idleMs: options.uploads.idleMs ?? UPLOAD_IDLE_MS,
    totalMs: options.uploads.totalMs ?? UPLOAD_TOTAL_MS,
  };
  const media = createMediaRoutes({ services, ...options.uploads, ...uploadPace });
  const leadFile = createLeadFileRoute(services);
  const renderContentFile = createContentFiles(build, (error) => options.onError?.(error));
  const shareCard = createShareCards({
    services,
    extras,
    root: options.root,
    onError: (error) => options.onError?.(error),
  });
  const { staticFile, prerenderedCopy } = createBuildFiles(clientDir, security);
  const app = new Hono<AppEnv>();

  // One log line (rate-limited by the caller) instead of a stack trace; the visitor gets a plain 500.
  app.onError((error) => {
    options.onError?.(error);
    // A body that stopped arriving, read by a route with no page of its own (the vitals and
    // views beacons): a sentence rather than a 500.
    const slow = slowBodyIn(error);
    if (slow) {
      return new Response(`${slow.sentence}\n`, {
        status: 408,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'close',
        },
      });
    }
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

  const answer = async (
    c: Context<AppEnv>,
    cleanups: (() => Promise<void>)[],
    seen: { url?: URL },
  ): Promise<Response> => {
    let request = c.req.raw;
    const socketAddress = c.env?.incoming?.socket?.remoteAddress;
    const proxied = isFromTrustedProxy(trustProxy, socketAddress);
    const url = publicUrl(request, proxied);
    if (!url) return badRequest('the X-Forwarded-Host header is not a host name');
    seen.url = url;
    const rawPath = new URL(request.url).pathname;
    const malformed = malformedPathReason(rawPath);
    if (malformed) return badRequest(malformed);
    // Routing, the limits and their exemptions all read this one spelling of the path.
    url.pathname = normalisedPath(url.pathname);
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
    if (isViewsPath(url.pathname)) return receiveView(request, url, clientIp, views);
    if (url.pathname === HEALTH_PATH) return health(request);
    if (url.pathname === PUSH_WORKER_PATH) return pushWorker(request);
    // Uploads and stored pictures: the server's own routes, never React Router's.
    const mediaAnswer = media(request, url) ?? leadFile(request, url);
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
    let uploads: QuoteUploads | undefined;
    if (!isRead) {
      const guards = {
        contact: extras.office,
        limiter: isOfficeWork(request, url) ? UNLIMITED : postLimiter,
        clientIp,
      };
      // A quote with files: streamed to temporary files, its text on to the action (decision 032).
      if (isQuoteUpload(request, url)) {
        const post = await receiveQuotePost(
          request,
          url,
          {
            ...guards,
            tmpDir: options.uploads.tmpDir,
            lowDiskBytes: options.uploads.lowDiskBytes,
            pace: uploadPace,
          },
          (error, context) => options.uploads.log?.failure('quote files', error, context),
        );
        if (post instanceof Response) return post;
        cleanups.push(post.cleanup);
        request = post.request;
        uploads = post.uploads;
      } else {
        const guarded = await guardPost(request, url, guards);
        if (guarded instanceof Response) return guarded;
        request = guarded;
      }
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
      uploads,
    });
    const render = () =>
      contentFile ? renderContentFile(contentFile, context) : handle(request, context);
    // A visitor's page or post: one database budget for all its reads and its save.
    const budget = url.pathname.startsWith('/admin') ? undefined : options.requestDatabaseMs;
    const response = budget ? await withDatabaseBudget(budget, render) : await render();
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
    }
    return sent;
  };
  // Every page leaves with a form token of its own in its forms (page-token.ts).
  // A quote's temporary files are removed once its answer is made, whatever it was.
  app.all('*', async (c) => {
    const cleanups: (() => Promise<void>)[] = [];
    const seen: { url?: URL } = {};
    try {
      // A page leaves with its no-script page view too (stats-pixel.ts).
      const response = await withPageToken(
        await answer(c, cleanups, seen),
        () => services.spam.issueToken('p'),
        (html, status) => (seen.url ? withStatsPixel(html, status, c.req.raw, seen.url) : html),
      );
      // Kept by security.apply, which sets the site's usual policy only where none was set.
      if (seen.url && isTokenPage(seen.url)) {
        response.headers.set('Referrer-Policy', 'no-referrer');
      }
      return response;
    } finally {
      for (const cleanup of cleanups) await cleanup();
    }
  });
  return app;
}
