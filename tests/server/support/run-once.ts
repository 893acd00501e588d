import { type SpawnOptions, spawn } from 'node:child_process';
import { join } from 'node:path';
import { NODE_FLAGS } from '../../../scripts/serve.mjs';

const root = join(import.meta.dirname, '../../..');

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the server with `env` (added to the test's environment) and resolves when it exits,
 * with its exit code and output; kills it and rejects if it is still running after `timeoutMs`
 * (a server that should have refused to start).
 */
export function runServerToExit(
  env: Record<string, string>,
  { timeoutMs = 20_000, uid }: { timeoutMs?: number; uid?: number } = {},
): Promise<Exit> {
  const options: SpawnOptions = {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  };
  if (uid !== undefined) {
    options.uid = uid;
    options.gid = uid;
  }
  const child = spawn(process.execPath, [...NODE_FLAGS, join(root, 'server/main.ts')], options);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server was still running after ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
