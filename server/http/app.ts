import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { PIXEL_PATH, VIEWS_ENDPOINT } from '../../app/stats/payload.ts';
import { VITALS_ENDPOINT } from '../../app/vitals/payload.ts';
import { LEAD_FILES_PREFIX } from '../lead-files/links.ts';
import { createLeadFileRoute } from '../lead-files/serve.ts';
import { createQuoteDocumentRoute } from '../quotes/document-route.ts';
import { createHiddenPages } from '../visitor/hidden-pages.ts';
import { byNetwork } from './address-key.ts';
import type { AppEnv } from './app-env.ts';
import type { AppOptions } from './app-options.ts';
import { type BodyPace, slowBodyIn } from './body-pace.ts';
import { clientAddress, forwardedProto, isFromTrustedProxy, publicUrl } from './client-address.ts';
import { HEALTH_PATH } from './health.ts';
import { MEDIA_PREFIX, serveMedia } from './media-files.ts';
import { handleUpload, UPLOAD_PATH } from './media-upload.ts';
import { badRequest } from './page-answers.ts';
import { createPageRoute } from './page-route.ts';
import { withPageToken } from './page-token.ts';
import { receiveView } from './page-views.ts';
import { PUSH_WORKER_PATH, pushWorker } from './push-worker.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRenderCache } from './render-cache.ts';
import { malformedPathReason, normalisedPath } from './request-path.ts';
import { routePatterns } from './route-patterns.ts';
import { withStatsPixel } from './stats-pixel.ts';
import { isTokenPage } from './token-pages.ts';
import { announceVitals, receiveVitals } from './vitals.ts';

export type { AppOptions } from './app-options.ts';
export { pageCacheKey, RENDERED_CACHE_CONTROL } from './page-answers.ts';
export type { ServerExtras } from './server-extras.ts';

/** Page views taken per address and minute unless the server says otherwise (decision 036). */
const VIEWS_PER_MINUTE = 120;

/** An upload's pace unless the server says otherwise (UPLOAD_IDLE_SECONDS, UPLOAD_TIMEOUT_SECONDS). */
const UPLOAD_IDLE_MS = 30_000;
const UPLOAD_TOTAL_MS = 30 * 60_000;

/**
 * The path the routes match: one spelling of it (request-path.ts), so that `/admin/%6Dedia`
 * reaches the upload route as the router would read it. A malformed path is matched as it came
 * and answered 400 before any route.
 */
function routingPath(request: Request): string {
  const raw = new URL(request.url).pathname;
  return malformedPathReason(raw) ? raw : normalisedPath(raw);
}

/**
 * One server for the whole site, routed by Hono: the server's own routes (beacons, health, the
 * push worker, uploads and stored files), then pre-rendered files as a static host serves them
 * and everything else (form posts, the inbox, search, unknown paths) through React Router
 * (page-route.ts). Before any route, every request's address is checked and read once.
 */
export function createApp(options: AppOptions) {
  const { build, services, trustProxy, security, isClosing } = options;
  // Every per-address limit counts an IPv6 client by its /64 (address-key.ts).
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
  const renderCache =
    options.renderCache ?? createRenderCache({ issueToken: () => services.spam.issueToken('p') });
  services.onChange((tags) => renderCache.invalidate(tags));
  // The pages the office hid, asked before any page is answered (decision 056).
  const hiddenPages = createHiddenPages(
    async () => (await services.office.settings()).hiddenPages,
    services.failures,
  );
  services.onChange(() => hiddenPages.forget());
  // Uploads may take minutes while bytes keep coming; a form's body has 30 s (guards.ts).
  const uploadPace: BodyPace = {
    idleMs: options.uploads.idleMs ?? UPLOAD_IDLE_MS,
    totalMs: options.uploads.totalMs ?? UPLOAD_TOTAL_MS,
  };
  const uploads = { services, ...options.uploads, ...uploadPace };
  const leadFile = createLeadFileRoute(services);
  const quoteDocument = createQuoteDocumentRoute(services.quotes, () => options.extras.office);
  const page = createPageRoute({
    options,
    renderCache,
    hiddenPages,
    postLimiter: byNetwork(options.postLimiter),
    uploadPace,
  });
  const app = new Hono<AppEnv>({ getPath: routingPath });

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
  // Every page leaves with a form token of its own in its forms (page-token.ts) and its no-script
  // page view (stats-pixel.ts); a quote's temporary files are removed once its answer is made,
  // whatever it was.
  app.use(async (c, next) => {
    c.set('cleanups', []);
    try {
      await next();
      // A failure's plain 500 (onError above) leaves as it is.
      if (c.error) return;
      const url = c.get('url') as URL | undefined;
      const answered = c.res;
      // Cleared first: Hono copies the old answer's headers onto the next one, and neither the
      // rewritten page (without the length, ETag and Last-Modified page-token.ts removed) nor
      // the plain 500 of a failure while rewriting it may get them back.
      c.res = undefined;
      const response = await withPageToken(
        answered,
        () => services.spam.issueToken('p'),
        (html, status) => (url ? withStatsPixel(html, status, c.req.raw, url) : html),
      );
      // Kept by security.apply, which sets the site's usual policy only where none was set.
      if (url && isTokenPage(url)) response.headers.set('Referrer-Policy', 'no-referrer');
      c.res = response;
    } finally {
      for (const cleanup of c.var.cleanups) await cleanup();
    }
  });
  // The address as the visitor asked for it, before any route.
  app.use(async (c, next) => {
    const request = c.req.raw;
    const socketAddress = c.env?.incoming?.socket?.remoteAddress;
    const proxied = isFromTrustedProxy(trustProxy, socketAddress);
    const url = publicUrl(request, proxied);
    if (!url) return badRequest('the X-Forwarded-Host header is not a host name');
    // Set before the path is checked: a refused path's answer still leaves as a page would.
    c.set('url', url);
    const malformed = malformedPathReason(new URL(request.url).pathname);
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
    c.set(
      'clientIp',
      clientAddress(trustProxy, socketAddress, request.headers.get('x-forwarded-for')),
    );
    await next();
  });

  // The beacons answer their own methods; they are not router routes (decisions 017, 036).
  app.all(VITALS_ENDPOINT, (c) => receiveVitals(c.req.raw, c.var.url, c.var.clientIp, vitals));
  for (const path of [VIEWS_ENDPOINT, PIXEL_PATH]) {
    app.all(path, (c) => receiveView(c.req.raw, c.var.url, c.var.clientIp, views));
  }
  app.all(HEALTH_PATH, (c) => options.health(c.req.raw));
  app.all(PUSH_WORKER_PATH, (c) => pushWorker(c.req.raw));
  // Uploads and stored files: the server's own routes, never React Router's.
  app.all(UPLOAD_PATH, (c) => handleUpload(c.req.raw, c.var.url, uploads));
  app.all(`${MEDIA_PREFIX}:name{.*}`, (c) =>
    serveMedia(c.req.raw, c.var.url.pathname, services.content),
  );
  app.all(`${LEAD_FILES_PREFIX}:id{.*}`, (c) => leadFile(c.req.raw, c.var.url));
  // A quote's PDF by its private link (decision 059).
  app.all('/quote/:token/document', (c) => quoteDocument(c.req.raw, c.var.url));
  app.all('*', page);
  return app;
}
