/**
 * Everything the server's own routes leave to the site (app.ts): the pre-rendered files, the
 * render cache, share cards, and React Router for the rest (form posts, the admin, search,
 * unknown paths). Posts pass the post guards first (body limits, origin, rate limit), a quote
 * with files its streamed receipt; a visitor's request gets one database budget.
 */
import type { Context } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import { createNonce } from '../../common/security-headers.ts';
import { withDatabaseBudget } from '../db/request-budget.ts';
import { receiveQuotePost, uploadFormOf } from '../lead-files/receive.ts';
import type { HiddenPages } from '../visitor/hidden-pages.ts';
import type { AppEnv } from './app-env.ts';
import type { AppOptions } from './app-options.ts';
import type { BodyPace } from './body-pace.ts';
import { createBuildFiles } from './build-files.ts';
import { createContentFiles } from './content-files.ts';
import { guardPost } from './guards.ts';
import { createMethodRules, methodNotAllowed } from './methods.ts';
import { cacheRendered, pageCacheKey, unavailable, withNoncePolicy } from './page-answers.ts';
import { previewGone, previewView } from './preview-answers.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RenderCache } from './render-cache.ts';
import { createShareCards } from './share-cards.ts';

/**
 * The address a hidden page is rendered as: one no route names, so the router's catch-all
 * answers it with the site's Not Found page and a 404, as for any unknown address.
 */
const HIDDEN_STAND_IN = '/hidden-page-not-found';

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

export interface PageRouteDeps {
  options: AppOptions;
  renderCache: RenderCache;
  /** The pages the office hid (decision 056): they answer Not Found. */
  hiddenPages: HiddenPages;
  /** The per-address post limit, by network (address-key.ts). */
  postLimiter: RateLimiter;
  /** An upload's pace (body-pace.ts): a quote's files are read at it. */
  uploadPace: BodyPace;
}

/** The handler of every path the server's own routes do not answer. */
export function createPageRoute({
  options,
  renderCache,
  hiddenPages,
  postLimiter,
  uploadPace,
}: PageRouteDeps) {
  const { build, extras, services, clientDir, security } = options;
  const handle = createRequestHandler(build, 'production');
  const allowedMethods = createMethodRules(build.routes);
  const renderContentFile = createContentFiles(build, (error) => options.onError?.(error));
  const shareCard = createShareCards({
    services,
    extras,
    root: options.root,
    onError: (error) => options.onError?.(error),
  });
  const { staticFile, prerenderedCopy } = createBuildFiles(clientDir, security);

  /** The answer for a read or a post; a quote's temporary files go to `cleanups`. */
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { url, clientIp, cleanups } = c.var;
    let request = c.req.raw;
    const allowed = allowedMethods(url.pathname);
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);

    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const contentFile = isRead ? extras.contentFiles[url.pathname] : undefined;
    // A page the office hid is Not Found at once: asked before the render cache and the build's
    // files, so neither serves it, and rendered as an unknown address is (decision 056).
    const hidden = isRead && !contentFile && (await hiddenPages.isHidden(url.pathname));
    const cacheKey =
      !hidden && isRead && (contentFile || extras.isCacheablePage(url.pathname))
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
    if (isRead && !hidden && !contentFile && !extras.isLivePath(url.pathname)) {
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
      // A quote with files, or the Quote panel with the office's PDF: streamed to temporary
      // files, its text on to the action (decisions 032, 059).
      const uploadForm = uploadFormOf(request, url);
      if (uploadForm) {
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
          uploadForm,
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
    } else if (hidden) {
      const standIn = new URL(url);
      standIn.pathname = url.pathname.endsWith('.data')
        ? `${HIDDEN_STAND_IN}.data`
        : HIDDEN_STAND_IN;
      request = new Request(standIn, request);
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
    if (
      response.status >= 500 &&
      isRead &&
      !hidden &&
      (contentFile || extras.isLivePath(url.pathname))
    ) {
      const copy = await prerenderedCopy(request, url.pathname);
      if (copy) return copy;
    }
    if (response.status === 500 && options.isDatabaseDown()) return unavailable(extras.office);
    if (cacheKey && request.method === 'GET') {
      return cacheRendered(renderCache, cacheKey, [...shownTags], response, extras.embedOrigins);
    }
    const sent = withNoncePolicy(response, security.forNonce(nonce));
    if (previewToken !== null) {
      // A draft for whoever has the link: never stored, indexed or followed.
      sent.headers.set('Cache-Control', 'private, no-store');
      sent.headers.set('X-Robots-Tag', 'noindex, nofollow');
    }
    return sent;
  };
}
