// Serves the pre-rendered site like a static host would: `/faq` and `/faq/` answer from
// `faq/index.html`, unknown paths get `404.html` with status 404, hashed assets are cached.
// Usage: node scripts/serve.mjs   (PORT env to pick the port, otherwise the first free from 4173)
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDir, isMain, root } from './lib/paths.mjs';

const HOST = '127.0.0.1';

/** serve-handler settings; kept out of build/client so the deployable output stays untouched. */
export const serveConfig = {
  cleanUrls: true,
  directoryListing: false,
  headers: [
    {
      source: 'assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
};

function isFree(port) {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, HOST);
  });
}

/** First port at or above `start` that nothing listens on. */
export async function findFreePort(start = 4173) {
  for (let port = start; port < start + 100; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${start} and ${start + 99}`);
}

// Generous: a first start on a fresh install (cold disk cache) can take well over 15 s.
async function waitUntilUp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve exited with code ${child.exitCode}`);
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`serve did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts `serve` on 127.0.0.1 for `dir` and resolves once it answers.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startServer({ port, dir = buildDir, log = false } = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run npm run build first`);
  }
  const chosen = port ?? (await findFreePort());
  // One file per port: overwritten on every start, so nothing piles up in /tmp.
  const configFile = join(tmpdir(), `static-serve-${chosen}.json`);
  writeFileSync(configFile, JSON.stringify(serveConfig, null, 2));
  const args = [
    resolve(root, 'node_modules/serve/build/main.js'),
    dir,
    '--listen',
    `tcp://${HOST}:${chosen}`,
    '--config',
    configFile,
    '--no-clipboard',
    '--no-port-switching',
  ];
  if (!log) args.push('--no-request-logging');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://${HOST}:${chosen}`;
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const close = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, port: chosen, close, child };
}

/** Serves build/client until interrupted, printing the address. */
export async function runCli() {
  try {
    const port = process.env.PORT ? Number(process.env.PORT) : undefined;
    const server = await startServer({ port, log: Boolean(process.env.SERVE_LOG) });
    console.log(`Serving on ${server.url}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    server.child.once('exit', (code) => process.exit(code ?? 1));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (isMain(import.meta.url)) await runCli();
