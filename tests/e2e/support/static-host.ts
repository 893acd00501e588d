import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { findFreePort } from '../../../common/free-port.ts';
import { buildDir } from './routes';

/** A running plain static host serving the build folder alone. */
export interface StaticHost {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close: () => void;
}

/**
 * Serves `build/client` with the `serve` package, as any static host would (no server of
 * ours behind it), on the first free port from `firstPort` (each Playwright worker from a range
 * of its own); resolves once it answers. Two workers once picked the same free port at the same
 * moment: `serve` then moved to another port on its own and the second worker's tests read the
 * first worker's host until it closed. Now `serve` may not switch ports, and a host that could
 * not listen is replaced by one on the next free port.
 */
export async function startStaticHost(firstPort: number): Promise<StaticHost> {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  let port = firstPort + worker * 20;
  for (let attempt = 0; attempt < 5; attempt++) {
    port = await findFreePort(port);
    const host = await tryStaticHost(port);
    if (host) return host;
    port += 1;
  }
  throw new Error(`No static host could listen from port ${firstPort + worker * 20}`);
}

/** A static host on `port`, or undefined when it exited (the port was taken meanwhile). */
async function tryStaticHost(port: number): Promise<StaticHost | undefined> {
  const serveBin = join(buildDir, '../../node_modules/serve/build/main.js');
  const host = spawn(
    process.execPath,
    [
      serveBin,
      buildDir,
      '-l',
      `tcp://127.0.0.1:${port}`,
      '--no-port-switching',
      '--no-clipboard',
      '--no-request-logging',
    ],
    { env: { ...process.env, NO_UPDATE_CHECK: '1' }, stdio: 'ignore' },
  );
  let exited = false;
  host.once('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        exited
          ? -1
          : fetch(base).then(
              (r) => r.status,
              () => 0,
            ),
      { timeout: 30_000 },
    )
    .not.toBe(0);
  // Answering, but is it ours? A host that exited could not listen; whatever answers is not it.
  if (exited) return undefined;
  return { base, close: () => host.kill() };
}
