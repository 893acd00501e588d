// @ts-check
// Runs the site's own server (server/main.ts) on the existing build, as `npm start` does after
// building. `startServer` runs it as a child process for the benchmarks and the tests.
// Usage: node scripts/serve.mjs   (PORT to pick the port, otherwise the first free from 4173)
// Plain JavaScript that imports no TypeScript before it has checked the Node version, so the
// wrong Node gets a sentence rather than an unknown-extension error (decision 043).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { buildDir, isMain, root } from './lib/paths.mjs';

/** Node flags of every server run: node:sqlite warns that it is experimental on Node 22. */
export const NODE_FLAGS = ['--disable-warning=ExperimentalWarning'];

/**
 * Where Node keeps the server's compiled modules between starts (its compile cache): a start
 * then skips compiling, and stripping the types of, the modules it compiled before (measured:
 * about 0.2 of 1.6 CPU-s a start; the tests start about 50 servers). Node checks each entry
 * against its source, so a changed file is compiled again. NODE_COMPILE_CACHE wins.
 */
export const COMPILE_CACHE =
  process.env.NODE_COMPILE_CACHE ?? join(root, 'node_modules/.cache/node-compile');

function assertBuilt() {
  if (
    !existsSync(join(buildDir, 'index.html')) ||
    !existsSync(join(root, 'build/server/index.js'))
  ) {
    throw new Error('The build is missing: run npm run build first');
  }
}

/**
 * The server runs on the project's Node 22 (node:sqlite, TypeScript run as it is), which the
 * `node` dependency brings and `npm run` puts first on PATH (decision 043).
 */
function assertProjectNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    throw new Error(
      `The server needs the project's Node 22, and this is Node ${process.version}: start it with npm run serve or npm start (they use node_modules/.bin/node), after npm install (--omit=dev in production).`,
    );
  }
}

/**
 * @typedef {object} StartOptions
 * @property {number} [port] the port to listen on (0 or none: one the system picks)
 * @property {Record<string, string>} [env] added to the environment (DATABASE_URL, SMTP_URL, …)
 * @property {boolean} [log] copy the server's stdout to this process's
 * @property {number} [timeoutMs] how long the server may take to print its address
 * @property {boolean} [pipeStderr] pipe the server's stderr (its log lines) to `child.stderr`
 *   instead of the caller's
 * @property {string} [at] another built checkout of the project whose server and build to run
 *   (scripts/bench-islands.mjs compares two)
 */

/**
 * @typedef {object} RunningServer
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} close
 * @property {import('node:child_process').ChildProcess} child
 */

/**
 * Servers this process started and that still run: stopped when this process exits.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const started = new Set();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/**
 * Starts the server in a child process on 127.0.0.1 and resolves once it prints its address.
 * @param {StartOptions} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer({
  port,
  env = {},
  log = false,
  timeoutMs = 60_000,
  pipeStderr = false,
  at = root,
} = {}) {
  if (at === root) assertBuilt();
  const child = spawn(process.execPath, [...NODE_FLAGS, join(at, 'server/main.ts')], {
    cwd: at,
    // Port 0 lets the system pick a free one; the server prints the address it got.
    // React's server renderer in its production build, as `npm start` runs it (vitest's
    // NODE_ENV=test would give the development one, a third slower per page).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      ...env,
      PORT: String(port ?? 0),
    },
    // `pipeStderr`: the caller reads the server's log lines from child.stderr; otherwise they are
    // passed on to this process's stderr. Never inherited: a server left running after its
    // caller was stopped (a test worker ended while a hook still waited for a start) would keep
    // the runner's pipe open, and the runner, waiting for that pipe to end, would never finish.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!pipeStderr) child.stderr?.pipe(process.stderr, { end: false });
  started.add(child);
  child.once('exit', () => started.delete(child));
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    // A server that did not start in time is stopped, not left running for the rest of the
    // run (it would hold its port and CPU, and crash on its closed pipe when it logs). The
    // error names its process id.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(Object.assign(new Error('The server did not start in time'), { pid: child.pid }));
    }, timeoutMs);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      if (log) process.stdout.write(chunk);
      output += chunk;
      const match = output.match(/Serving on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code}`));
    });
  });
  /** @type {() => Promise<void>} */
  const close = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, port: Number(new URL(url).port), close, child };
}

/** Serves the build in this process until interrupted, printing the address and the settings. */
export async function runCli() {
  try {
    assertProjectNode();
    assertBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { findFreePort } = await import('../common/free-port.ts');
  const port = process.env.PORT ?? String(await findFreePort());
  // Set before the server build is imported: react-dom/server picks its build by NODE_ENV, and
  // without it renders every page with the development build's checks.
  process.env.NODE_ENV ??= 'production';
  enableCompileCache(COMPILE_CACHE);
  const { runServer } = await import('../server/main.ts');
  await runServer({ ...process.env, PORT: port });
}

if (isMain(import.meta.url)) await runCli();
