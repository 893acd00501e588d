import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// Only the slug module: the other content modules import artwork that Node cannot load.
export { postSlugs, projectSlugs, serviceSlugs } from '../../../app/content/slugs';

// A path, not a URL: the built-page tests (tests/built) load this under jsdom, whose URL is not Node's.
export const buildDir = resolve(import.meta.dirname, '../../../build/client');

/** Folders in the build output that hold files, not pages. */
const NOT_PAGES = new Set(['assets']);

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (dir === buildDir && NOT_PAGES.has(entry.name)) continue;
      if (entry.name.startsWith('.')) continue;
      walk(join(dir, entry.name), found);
    } else if (entry.name === 'index.html') {
      const folder = relative(buildDir, dir);
      found.push(folder === '' ? '/' : `/${folder.split(sep).join('/')}`);
    }
  }
}

/** Every pre-rendered URL path, from the `index.html` files in `build/client`, sorted. */
export function prerenderedRoutes(): string[] {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir}/index.html is missing: run npm run build before the e2e tests`);
  }
  const found: string[] = [];
  walk(buildDir, found);
  return found.sort();
}

/** True when the build pre-rendered `path` (e.g. `/services/interior-design`). */
export function isPrerendered(path: string): boolean {
  return existsSync(join(buildDir, path, 'index.html'));
}
