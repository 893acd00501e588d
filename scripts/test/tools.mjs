// The test tools `npm test` runs, started on this Node (the project's Node 22 that `npm test`
// runs on) from their packages' own `bin` files, without `npx` in front: each `npx` loads npm
// first, about 0.4 CPU-s, and the run started eight (decision 042, session 34).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../lib/paths.mjs';

/**
 * The file of the command `name` of the installed package `pkg` (its package.json `bin`).
 * @param {string} pkg
 * @param {string} [name] the command (a package with one command may leave it out)
 */
export function packageBin(pkg, name = pkg.split('/').pop()) {
  const manifest = join(root, 'node_modules', pkg, 'package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[name ?? ''];
  if (!file) throw new Error(`${pkg} has no command ${name}`);
  return join(dirname(manifest), file);
}

/**
 * The command and arguments that run a package's command on this Node.
 * @param {string} pkg
 * @param {string | undefined} name
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export const tool = (pkg, name, args) => [process.execPath, [packageBin(pkg, name), ...args]];
