// Dev server only: re-runs the content step when a file in content/ changes, so an edited post
// shows on the next reload. (Builds run `npm run content` first; see package.json.)
import { CONTENT_DIR, generateContent } from './generate.mjs';

export function contentCollections() {
  return {
    name: 'content-collections',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(CONTENT_DIR);
      const regenerate = async (file) => {
        if (!file.startsWith(CONTENT_DIR)) return;
        try {
          const { counts } = await generateContent();
          server.config.logger.info(`content: ${counts.join(', ')}`, { timestamp: true });
        } catch (error) {
          server.config.logger.error(error.message, { timestamp: true });
        }
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, regenerate);
    },
  };
}
