import { join } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { loadBrand } from '../scripts/content/brand.mjs';
import { checkBrand } from './brand-palette.ts';

const BRAND_FILE = 'app/brand.ts';

/** The overlay payload for a brand problem: the one-sentence message, no stack. */
const overlay = (error: unknown): ErrorPayload['err'] => ({
  message: error instanceof Error ? error.message : String(error),
  stack: '',
  plugin: 'brand',
  id: BRAND_FILE,
});

/**
 * Dev server only: checks app/brand.ts at start and on every change (fields, then the colour's
 * palette, as `npm run content` does before a build). A problem shows in the browser's error
 * overlay, also on pages opened or reloaded while it stands; fixing it reloads the page.
 */
export function brandCheck(): Plugin {
  let problem: ErrorPayload['err'] | null = null;
  return {
    name: 'brand-check',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const { root, logger } = server.config;
      const file = join(root, BRAND_FILE);
      const check = async () => {
        const had = problem;
        try {
          checkBrand(await loadBrand(file), root, () => {});
          problem = null;
          if (had) {
            logger.info(`${BRAND_FILE}: fixed, reloading the page`, { timestamp: true });
            server.ws.send({ type: 'full-reload', path: '*' });
          }
        } catch (error) {
          problem = overlay(error);
          if (problem.message !== had?.message) logger.error(problem.message, { timestamp: true });
          server.ws.send({ type: 'error', err: problem });
        }
      };
      server.ws.on('vite:client:connect', (_data, client) => {
        if (problem) client.send({ type: 'error', err: problem });
      });
      server.watcher.on('change', (changed) => {
        if (changed === file) void check();
      });
      return () => {
        void check();
      };
    },
  };
}
