import { readFileSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { artAccents, brandArt } from '../app/brand-kit/brand-art.ts';
import { checkedPalette } from './brand-palette.ts';

/** Dev URLs of recoloured artwork: `/@brand-art/<path from the root>`. */
const DEV_PREFIX = '/@brand-art/';

/** Artwork the app imports: any `.svg` in the project, outside node_modules and `public/`. */
function isArtwork(id: string, root: string): boolean {
  if (id.includes('?') || !id.endsWith('.svg')) return false;
  const path = relative(root, id);
  return !path.startsWith('..') && !/^(node_modules|public|build)[\\/]/.test(path);
}

/**
 * Imported SVG artwork (app/art, content/…) follows the brand: each file is recoloured from
 * brand.color and given the brand's words (app/brand-kit/brand-art.ts), then emitted as a hashed
 * asset at build, or served at `/@brand-art/…` in dev. The import still gives a URL.
 */
export function brandArtwork(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  const art = (file: string, warn: (message: string) => void) => {
    const accents = artAccents(checkedPalette(root, warn));
    return brandArt(readFileSync(file, 'utf8'), accents);
  };
  return {
    name: 'brand-art',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    load(id) {
      if (!isArtwork(id, root)) return;
      this.addWatchFile(id);
      if (!isBuild) {
        const url = `${DEV_PREFIX}${relative(root, id).split(sep).join('/')}`;
        return `export default ${JSON.stringify(url)};`;
      }
      // Palette warnings are printed once, by the stylesheet's plugin.
      const source = art(id, () => {});
      const ref = this.emitFile({ type: 'asset', name: basename(id), source });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (!path?.startsWith(DEV_PREFIX)) return next();
        const file = `${root}/${decodeURIComponent(path.slice(DEV_PREFIX.length))}`;
        if (!isArtwork(file, root)) return next();
        try {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(art(file, (message) => server.config.logger.warn(message)));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
