// scripts/serve.mjs' startServer, which every server test and e2e mail site starts servers with:
// a server that does not start in time must not be left running for the rest of the run (on a
// loaded machine such servers held ports and CPU and later crashed on their closed pipe), and a
// server whose caller ended must neither outlive a normal exit nor keep the runner waiting.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';

/** True while a process with this id exists (Node reaps its own children once they exit). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('stops a server that does not start in time, and names it in the error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-start-'));
  const error = await startServer({
    env: { DATABASE_URL: `sqlite:${join(dir, 'site.db')}` },
    timeoutMs: 1,
  }).then(
    () => undefined,
    (reason: Error & { pid?: number }) => reason,
  );
  expect(error?.message).toBe('The server did not start in time');
  const pid = error?.pid ?? 0;
  expect(pid).toBeGreaterThan(0);
  await expect.poll(() => isRunning(pid), { timeout: 15_000, interval: 100 }).toBe(false);
});

/**
 * Starts a server from a process of its own, as a test worker does, and ends that process the
 * way `how` says once the server answers; resolves when that process's output pipes end (what
 * the test runner waits for), or with 'still open' after `waitMs`.
 */
async function startAndEnd(how: 'exit' | 'SIGTERM', waitMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'server-start-'));
  const serve = pathToFileURL(join(import.meta.dirname, '../../scripts/serve.mjs')).href;
  const script = `
    const { startServer } = await import(${JSON.stringify(serve)});
    const server = await startServer({ env: { DATABASE_URL: ${JSON.stringify(`sqlite:${join(dir, 'site.db')}`)} } });
    console.log('server ' + server.child.pid);
    ${how === 'exit' ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}
  `;
  const caller = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  caller.stdout.on('data', (chunk) => {
    output += chunk;
  });
  // Read, as a runner reads it: an unread pipe never ends.
  caller.stderr.resume();
  const closed = new Promise<'closed'>((done) => caller.once('close', () => done('closed')));
  const serverPid = await expect
    .poll(() => Number(/server (\d+)/.exec(output)?.[1] ?? 0), { timeout: 60_000, interval: 100 })
    .toBeGreaterThan(0)
    .then(() => Number(/server (\d+)/.exec(output)?.[1]));
  if (how === 'SIGTERM') caller.kill('SIGTERM');
  const timer = new Promise<'still open'>((done) => setTimeout(() => done('still open'), waitMs));
  return { serverPid, ended: await Promise.race([closed, timer]) };
}

it('stops its servers when the process that started them exits', async () => {
  const { serverPid, ended } = await startAndEnd('exit', 15_000);
  try {
    expect(ended).toBe('closed');
    await expect.poll(() => isRunning(serverPid), { timeout: 15_000, interval: 100 }).toBe(false);
  } finally {
    if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
  }
}, 90_000);

it("never holds its caller's output open: a caller stopped by a signal ends for its runner", async () => {
  // Vitest stops a worker with SIGTERM and waits for the worker's stderr to end; a server that
  // inherited that stderr, left by a hook that timed out, kept the whole run from finishing.
  const { serverPid, ended } = await startAndEnd('SIGTERM', 15_000);
  try {
    expect(ended).toBe('closed');
  } finally {
    if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
  }
}, 90_000);
