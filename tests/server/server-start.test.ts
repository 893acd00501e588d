// scripts/serve.mjs' startServer, which every server test and e2e mail site starts servers with:
// a server that does not start in time must not be left running for the rest of the run (on a
// loaded machine such servers held ports and CPU and later crashed on their closed pipe).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
