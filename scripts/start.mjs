// `npm start`: builds when build/client is missing or older than the sources, then serves it.
// The build prints a short progress summary; `npm start -- --verbose` (or VERBOSE=1) shows its
// full output, which is always kept in build/build.log. A failed build leaves the previous one
// in place (scripts/build.mjs): start then says in one line that the build failed, why, and
// that it serves the previous build, or that there is none (and exits 1).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtAt } from './build.mjs';
import { failedBuildLine } from './lib/build-failure.mjs';
import { recoverUnlessBuilding } from './lib/build-swap.mjs';
import { isMain, root } from './lib/paths.mjs';
import { BuildFailed, quietBuild } from './lib/quiet-build.mjs';

// common/ holds code the build shares with the server (the pages' security policies, the
// Markdown pipeline); scripts/lib the build's own steps.
const SOURCES = [
  'app',
  'common',
  'content',
  'scripts/content',
  'plugins',
  'public',
  'scripts/lib',
  'scripts/build.mjs',
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
export function needsBuild(projectRoot = root) {
  const made = builtAt(join(projectRoot, 'build'));
  if (made === undefined) return true;
  return SOURCES.some((source) => newestMtime(join(projectRoot, source)) > made);
}

/** Runs `npm run build` when needed, with its full output (benchmarks); throws if it fails. */
export function ensureBuild() {
  if (!needsBuild()) return;
  console.log('Building (build/client is missing or older than the sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`);
}

/**
 * As {@link ensureBuild}, printing a short progress summary instead. When the build fails it
 * prints one line (failed, why, and the previous build it serves or that there is none), the
 * lines that explain the cause, and where the full output is. Resolves true when there is a
 * build to serve.
 * @param {{ projectRoot?: string, out?: NodeJS.WritableStream, command?: [string, string[]] }} [options]
 */
export async function ensureBuildWithSummary({
  projectRoot = root,
  out = process.stdout,
  command,
} = {}) {
  const recovered = recoverUnlessBuilding(join(projectRoot, 'build'));
  if (recovered) out.write(`build: ${recovered}\n`);
  if (!needsBuild(projectRoot)) return true;
  out.write('build/client is missing or older than the sources: building it first.\n');
  try {
    await quietBuild({ out, cwd: projectRoot, ...(command ? { command } : {}) });
    return true;
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    const previous = builtAt(join(projectRoot, 'build'));
    out.write(`${failedBuildLine({ cause: error.message, builtAt: previous })}\n`);
    for (const line of error.details) out.write(`  ${line}\n`);
    out.write(`Full build output: ${error.log} (or npm start -- --verbose)\n`);
    return previous !== undefined;
  }
}

if (isMain(import.meta.url)) {
  let serveable = false;
  try {
    serveable = await ensureBuildWithSummary();
  } catch (error) {
    console.error(error.message);
  }
  if (!serveable) process.exit(1);
  await import('./serve.mjs').then(({ runCli }) => runCli());
}
