// For the browser build only: replaces a data module that derives values (app/content/site.ts
// derives what pages show from app/brand.ts) with its evaluated exports as plain literals, so
// the browser gets the derived values alone, never the brand file or the code that derives them.
import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/** @param files project-relative paths of modules whose exports are plain data */
export function builtData(files: readonly string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'built-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (this.environment?.name !== 'client') return null;
      if (!files.some((file) => resolve(root, file) === id)) return null;
      // Evaluated apart from this build, with no config (plain data needs no plugins).
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'silent',
      });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
