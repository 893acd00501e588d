// @ts-check
// Dev server only: re-runs the content step when a file in content/ changes, so an edited post
// shows on the next reload. A problem shows in the browser's error overlay (and the terminal),
// also on pages opened or reloaded while it stands; fixing it reloads the page, which clears
// the overlay. (Builds run `npm run content` first; see package.json.)
import { relative } from 'node:path';
import { CONTENT_DIR, contentError, generateContent, readCollections } from './generate.mjs';
import { readDocuments } from './write-documents.mjs';

/**
 * Vite's error overlay payload for a content problem: the sentence first, then the rest.
 * @param {unknown} error
 * @param {string} [root]
 * @returns {import('vite').ErrorPayload['err']}
 */
export function overlayError(error, root = process.cwd()) {
  /** @type {{ message?: unknown, stack?: unknown, readable?: boolean } | undefined} */
  const fields = error && typeof error === 'object' ? error : undefined;
  const message = String(fields?.message ?? error);
  const file = /^(content\/\S+?\.(?:md|yml)):/.exec(message)?.[1];
  // A problem the content step found is its message alone; anything else keeps its stack.
  const stack = fields?.readable ? '' : String(fields?.stack ?? '').replaceAll(`${root}/`, '');
  return { message, stack, plugin: 'content', ...(file ? { id: file } : {}) };
}

/**
 * @param {{ contentDir?: string, outDir?: string }} [options] where content is read and
 *   written (the project's folders unless a test gives others)
 * @returns {import('vite').Plugin}
 */
export function contentCollections({ contentDir = CONTENT_DIR, outDir } = {}) {
  /** @type {import('vite').ErrorPayload['err'] | null} The problem that stands, or null. */
  let problem = null;
  return {
    name: 'content-collections',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentDir);
      server.ws.on('vite:client:connect', (_data, client) => {
        if (problem) client.send({ type: 'error', err: problem });
      });
      // The dev server restarts when its config's files change (app/brand.ts among them), and
      // a restart starts this plugin afresh: check content again, without writing anything, so
      // a problem that stands is still shown.
      const recheck = Promise.all([
        readCollections(contentDir),
        readDocuments(contentDir, server.config.root),
      ])
        .then(([collections, documents]) => {
          const problems = [...collections.problems, ...documents.problems];
          if (problems.length > 0)
            problem = overlayError(contentError(problems), server.config.root);
        })
        .catch((error) => server.config.logger.error(`content: ${error.stack}`));
      /** @param {string} file */
      const regenerate = async (file) => {
        if (!file.startsWith(contentDir)) return;
        await recheck;
        try {
          const { counts } = await generateContent({ contentDir, ...(outDir ? { outDir } : {}) });
          server.config.logger.info(`content: ${counts.join(', ')}`, { timestamp: true });
          if (problem) {
            problem = null;
            server.config.logger.info('content: fixed, reloading the page', { timestamp: true });
            server.ws.send({ type: 'full-reload', path: '*' });
          }
        } catch (error) {
          problem = overlayError(error, server.config.root);
          const where = relative(server.config.root, file);
          const { readable, message, stack } =
            /** @type {{ readable?: boolean, message?: string, stack?: string }} */ (error);
          server.config.logger.error(readable ? String(message) : `${where}: ${stack}`, {
            timestamp: true,
          });
          server.ws.send({ type: 'error', err: problem });
        }
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, regenerate);
    },
  };
}
