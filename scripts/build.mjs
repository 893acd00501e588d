// `npm run build`, after the content step (which checks app/brand.ts and content/ first):
// `react-router build` into build/.next, swapped into build/client and build/server only when
// the whole build succeeded, buildEnd's checks included (scripts/lib/build-swap.mjs). A failed
// build leaves the previous one in place, and says so on its last line.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ageText } from './lib/build-failure.mjs';
import { buildAndSwap, isWholeBuild } from './lib/build-swap.mjs';
import { isMain, root } from './lib/paths.mjs';

export const BUILD_ROOT = join(root, 'build');
const ROUTER_CLI = join(root, 'node_modules/@react-router/dev/bin.cjs');

/** When the build in `buildRoot` was made (ms), or undefined when there is none. */
export function builtAt(buildRoot = BUILD_ROOT) {
  if (!isWholeBuild(buildRoot)) return undefined;
  return statSync(join(buildRoot, 'client/index.html')).mtimeMs;
}

/**
 * The server bundle names the folder it was built beside (`assetsBuildDirectory`, which our
 * server does not read but React Router's own tools do): make it build/client, where it ends up.
 */
export function pointServerAtFinalPlace(next, projectRoot = root) {
  const file = join(next, 'server', 'index.js');
  const built = JSON.stringify(relative(projectRoot, join(next, 'client')));
  const final = JSON.stringify(relative(projectRoot, join(projectRoot, 'build', 'client')));
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll(built, final));
}

/** Builds and swaps; resolves with the exit code for `npm run build`. */
export async function runBuild() {
  const result = await buildAndSwap({
    buildRoot: BUILD_ROOT,
    command: process.execPath,
    args: [ROUTER_CLI, 'build'],
    cwd: root,
    beforeSwap: (next) => pointServerAtFinalPlace(next),
  });
  if (result.ok) {
    console.log('build: the new build is in build/client and build/server');
    return 0;
  }
  if (result.missing?.length) {
    console.error(
      `The build ended without ${result.missing.map((f) => `build/${f}`).join(' or ')}.`,
    );
  }
  const previous = builtAt();
  console.error(
    previous === undefined
      ? 'The build failed; there is no previous build in build/.'
      : `The build failed; build/ keeps the previous build (made ${ageText(Date.now() - previous)} ago).`,
  );
  return result.code;
}

if (isMain(import.meta.url)) process.exit(await runBuild());
