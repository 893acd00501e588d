import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RouterContext, ServerBuild } from 'react-router';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { deferBootHtml } from '../../scripts/lib/defer-boot.mjs';
import type { Services } from '../services.ts';
import { guardPost } from './guards.ts';
import type { OfficeContact } from './plain-page.ts';
import type { RateLimiter } from './rate-limit.ts';
import { fileResponse, findStaticFile } from './static-files.ts';

/** What the server build exports beside its request handler (see app/entry.server.tsx). */
export interface ServerExtras {
  servicesContext: RouterContext<Services | null>;
  requestInfoContext: RouterContext<{ clientIp: string; isHttps: boolean }>;
  office: OfficeContact;
  /** Paths the server renders per request even though a pre-rendered file exists. */
  isLivePath: (pathname: string) => boolean;
}

export interface AppOptions {
  build: ServerBuild;
  extras: ServerExtras;
  services: Services;
  clientDir: string;
  postLimiter: RateLimiter;
  trustProxy: boolean;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The visitor's URL as they typed it; behind a trusted proxy, from its forwarded headers. */
function publicUrl(request: Request, trustProxy: boolean): URL {
  const url = new URL(request.url);
  if (!trustProxy) return url;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) url.host = host;
  return url;
}

/**
 * One server for the whole site: pre-rendered files as a static host serves them, and everything
 * else (form posts, the inbox, search, unknown paths) through React Router.
 */
export function createApp(options: AppOptions) {
  const { build, extras, services, clientDir, postLimiter, trustProxy } = options;
  const handle = createRequestHandler(build, 'production');
  const app = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  app.all('*', async (c) => {
    let request = c.req.raw;
    const url = publicUrl(request, trustProxy);
    const forwarded = trustProxy
      ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    const clientIp = forwarded || c.env?.incoming?.socket?.remoteAddress || 'unknown';

    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !extras.isLivePath(url.pathname)) {
      const found = await findStaticFile(clientDir, url.pathname);
      if (found) return fileResponse(request, url.pathname, found);
    }
    if (!isRead) {
      const guarded = await guardPost(request, url, {
        contact: extras.office,
        limiter: postLimiter,
        clientIp,
      });
      if (guarded instanceof Response) return guarded;
      request = guarded;
    } else if (url.href !== request.url) {
      request = new Request(url, request);
    }

    const context = new RouterContextProvider();
    context.set(extras.servicesContext, services);
    context.set(extras.requestInfoContext, { clientIp, isHttps: url.protocol === 'https:' });
    const response = await handle(request, context);
    return withDeferredBoot(response);
  });
  return app;
}

/** Server-rendered pages start their code after load, like the pre-rendered ones. */
async function withDeferredBoot(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
    return response;
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  return new Response(deferBootHtml(html) ?? html, { status: response.status, headers });
}
