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
 * ours behind it), on the first free port from `firstPort`; resolves once it answers.
 */
export async function startStaticHost(firstPort: number): Promise<StaticHost> {
  const port = await findFreePort(firstPort);
  const serveBin = join(buildDir, '../../node_modules/serve/build/main.js');
  const host = spawn(
    process.execPath,
    [serveBin, buildDir, '-l', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'],
    { env: { ...process.env, NO_UPDATE_CHECK: '1' }, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(base).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return { base, close: () => host.kill() };
}
