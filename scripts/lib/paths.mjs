// Shared locations and small process helpers for the scripts.
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = resolve(root, 'build/client');
export const reportsDir = resolve(root, 'reports');

/** True when the module at `metaUrl` is the script node was asked to run. */
export function isMain(metaUrl) {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(fileURLToPath(metaUrl)) === realpathSync(process.argv[1]);
  } catch {
    return false;
  }
}
