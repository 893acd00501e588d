// For the browser build only: replaces a data module that derives values (app/content/site.ts
// derives what pages show from app/brand.ts) with its evaluated exports as plain literals, so
// the browser gets the derived values alone, never the brand file or the code that derives them.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

/** @param {string[]} files project-relative paths of modules whose exports are plain data */
export function builtData(files) {
  let root = process.cwd();
  const targets = () => new Set(files.map((file) => resolve(root, file)));
  return {
    name: 'built-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (this.environment?.name !== 'client' || !targets().has(id)) return null;
      // Evaluated apart from this build, with no config (plain data needs no plugins).
      const { module } = await runnerImport(id, { configFile: false, logLevel: 'silent' });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
