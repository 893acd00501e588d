// The last good build keeps serving: `npm run build` builds into a fresh folder (build/.next)
// and swaps its parts into build/ only when the whole build succeeded. A failed or interrupted
// build leaves build/client and build/server as they were.
//
// The swap is two renames per part (the old part aside, the new one in), so a server reading
// build/client sees either the old or the new folder. A marker written before the swap lets
// the next run finish a swap that was interrupted half way instead of mixing two builds.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of a build, each swapped whole. */
export const PARTS = ['client', 'server'];
/** What must exist in a finished build (relative to its folder). */
export const REQUIRED = ['client/index.html', 'server/index.js'];

const NEXT = '.next';
const PREVIOUS = '.previous';
const COMPLETE = '.complete';
const LOCK = '.building';

/** The folders one build uses inside `buildRoot` (normally <project>/build). */
export function buildPaths(buildRoot) {
  return {
    root: buildRoot,
    next: join(buildRoot, NEXT),
    previous: join(buildRoot, PREVIOUS),
    lock: join(buildRoot, LOCK),
  };
}

/** True when `dir` holds a whole build (client and server). */
export const isWholeBuild = (dir) => REQUIRED.every((file) => existsSync(join(dir, file)));

/** Moves the finished build in `next` into place, part by part; safe to run again. */
function finishSwap(paths) {
  mkdirSync(paths.previous, { recursive: true });
  for (const part of PARTS) {
    const fresh = join(paths.next, part);
    if (!existsSync(fresh)) continue; // already swapped in
    const current = join(paths.root, part);
    const aside = join(paths.previous, part);
    if (existsSync(current)) {
      rmSync(aside, { recursive: true, force: true });
      renameSync(current, aside);
    }
    renameSync(fresh, current);
  }
  rmSync(paths.previous, { recursive: true, force: true });
  rmSync(paths.next, { recursive: true, force: true });
}

/**
 * Cleans up after an interrupted build: finishes a swap that had started (the marker says the
 * new build was whole), puts back a part left aside without one, and removes the leftovers.
 * Returns what it did, for the log ('' when there was nothing to do).
 */
export function recoverInterrupted(buildRoot) {
  const paths = buildPaths(buildRoot);
  if (existsSync(join(paths.next, COMPLETE))) {
    finishSwap(paths);
    return 'finished the swap of a build that was interrupted while being moved into place';
  }
  let restored = false;
  for (const part of PARTS) {
    const aside = join(paths.previous, part);
    if (!existsSync(join(paths.root, part)) && existsSync(aside)) {
      renameSync(aside, join(paths.root, part));
      restored = true;
    }
  }
  const leftovers = existsSync(paths.next) || existsSync(paths.previous);
  rmSync(paths.next, { recursive: true, force: true });
  rmSync(paths.previous, { recursive: true, force: true });
  if (restored) return 'put back the previous build that an interrupted swap had moved aside';
  return leftovers ? 'removed the leftovers of an interrupted build' : '';
}

/** True when a process with this id is running. */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Takes the checkout's build lock (one build at a time writes build/.next); throws when another
 * running build holds it. A lock left by a process that has ended is taken over.
 * @returns {() => void} releases the lock
 */
export function lockBuild(buildRoot) {
  const { lock } = buildPaths(buildRoot);
  mkdirSync(buildRoot, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `Another build (process ${holder}) is running in this checkout: wait for it to end, or remove ${lock} if it is not running.`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not take the build lock ${lock}`);
}

/**
 * {@link recoverInterrupted}, unless a build is running in this checkout (its build/.next is
 * not a leftover). For `npm start`, which serves build/ without building when it is fresh.
 */
export function recoverUnlessBuilding(buildRoot) {
  if (!existsSync(buildRoot)) return '';
  let release;
  try {
    release = lockBuild(buildRoot);
  } catch {
    return '';
  }
  try {
    return recoverInterrupted(buildRoot);
  } finally {
    release();
  }
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Builds into `<buildRoot>/.next` with `command` (given the folder in `env[dirVariable]`) and,
 * when it exits 0 with a whole build there, swaps client and server into `buildRoot`.
 * `beforeSwap(dir)` may adjust the finished build first; `log` says what was recovered. A failure leaves `buildRoot` as it
 * was. Resolves with `{ ok, code, recovered }`.
 */
export async function buildAndSwap({
  buildRoot,
  command,
  args = [],
  cwd,
  env = process.env,
  dirVariable = 'SITE_BUILD_DIR',
  beforeSwap = () => {},
  log = (line) => console.log(line),
}) {
  mkdirSync(buildRoot, { recursive: true });
  const release = lockBuild(buildRoot);
  try {
    const recovered = recoverInterrupted(buildRoot);
    if (recovered) log(`build: ${recovered}`);
    const paths = buildPaths(buildRoot);
    const code = await run(command, args, { cwd, env: { ...env, [dirVariable]: paths.next } });
    if (code !== 0 || !isWholeBuild(paths.next)) {
      const missing = REQUIRED.filter((file) => !existsSync(join(paths.next, file)));
      rmSync(paths.next, { recursive: true, force: true });
      return { ok: false, code: code || 1, recovered, missing: code === 0 ? missing : [] };
    }
    beforeSwap(paths.next);
    writeFileSync(join(paths.next, COMPLETE), '');
    finishSwap(paths);
    return { ok: true, code: 0, recovered };
  } finally {
    release();
  }
}
