// `npm start`: builds when build/client is missing or older than the sources, then serves it.
// The build prints a short progress summary; `npm start -- --verbose` (or VERBOSE=1) shows its
// full output, which is always kept in build/build.log. A failed build prints its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir, isMain, root } from './lib/paths.mjs';
import { quietBuild } from './lib/quiet-build.mjs';

// scripts/lib holds build steps (deferred boot, the pages' security policies).
const SOURCES = [
  'app',
  'content',
  'scripts/content',
  'plugins',
  'public',
  'scripts/lib',
  'react-router.config.ts',
  'vite.config.ts',
  'package.json',
];
// server/ is not built: it runs as it is, so changing it needs no new build.

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when build/client/index.html is missing or older than any source file. */
export function needsBuild() {
  const built = join(buildDir, 'index.html');
  if (!existsSync(built) || !existsSync(join(root, 'build/server/index.js'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Runs `npm run build` when needed, with its full output (benchmarks); throws if it fails. */
export function ensureBuild() {
  if (!needsBuild()) return;
  console.log('Building (build/client is missing or older than the sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`);
}

/** As {@link ensureBuild}, printing a short progress summary instead; rejects if it fails. */
export async function ensureBuildWithSummary() {
  if (!needsBuild()) return;
  console.log('build/client is missing or older than the sources: building it first.');
  await quietBuild();
}

if (isMain(import.meta.url)) {
  try {
    await ensureBuildWithSummary();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  await import('./serve.mjs').then(({ runCli }) => runCli());
}
