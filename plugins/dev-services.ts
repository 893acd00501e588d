import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { isRunnableDevEnvironment, type Plugin } from 'vite';
import type { ServerExtras } from '../server/http/server-extras.ts';

type DevServices = Awaited<
  ReturnType<typeof import('../server/dev/dev-services.ts').startDevServices>
>;

/**
 * What `npm run dev` answers with the site server's services: the admin (its pages and their
 * data) and every post (forms, sign-in). A public page read stays React Router's own dev
 * render, which reads content/ as written, so an edit there shows on the next reload.
 */
export function needsServices(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true;
  return /^\/admin(?:[/.]|$)/.test(pathname);
}

/**
 * `npm run dev` with the admin working: the server's services (server/dev/dev-services.ts)
 * start at the first request that needs them and are handed to the route's loader or action in
 * the request context, as server/http/app.ts does. Without them the admin answered 503.
 */
export function devServices(): Plugin {
  return {
    name: 'dev-services',
    apply: 'serve',
    configureServer(server) {
      let started: Promise<DevServices> | undefined;
      server.httpServer?.once('close', () => void started?.then((s) => s.close()));
      // Added after Vite's own middleware (modules, assets), before React Router's page render.
      return () => {
        const ssr = server.environments.ssr;
        if (!isRunnableDevEnvironment(ssr)) return;
        const answer = getRequestListener(
          async (request, env) => {
            started ??= ssr.runner
              .import<typeof import('../server/dev/dev-services.ts')>('/server/dev/dev-services.ts')
              .then((module) => module.startDevServices());
            const { services } = await started.catch((error: unknown) => {
              started = undefined;
              throw error;
            });
            const build = await ssr.runner.import<ServerBuild>('virtual:react-router/server-build');
            const extras = (build.entry.module as unknown as { serverExtras: ServerExtras })
              .serverExtras;
            const context = new RouterContextProvider();
            context.set(extras.contentTagsContext, new Set());
            context.set(extras.servicesContext, services);
            context.set(extras.requestInfoContext, {
              clientIp: env.incoming.socket.remoteAddress ?? '',
              isHttps: false,
              nonce: '',
            });
            return createRequestHandler(build, 'development')(request, context);
          },
          {
            overrideGlobalObjects: false,
            errorHandler: (error) => {
              server.config.logger.error(`dev: ${(error as Error).message}`);
              return new Response('The dev server could not answer: see its terminal.', {
                status: 500,
              });
            },
          },
        );
        server.middlewares.use((req, res, next) => {
          const { pathname } = new URL(req.url ?? '/', 'http://dev');
          if (!needsServices(req.method ?? 'GET', pathname)) return next();
          void answer(req, res);
        });
      };
    },
  };
}
