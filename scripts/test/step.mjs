// One step of `npm test`: a command whose whole output goes to its own log file under
// reports/logs/, so the terminal shows one line per step and the logs keep everything.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { reportsDir, root } from '../lib/paths.mjs';

export const logsDir = join(reportsDir, 'logs');

/** A path as the summary prints it: relative to the project. */
export const shown = (file) => relative(root, file);

/**
 * Runs `command args` with stdout and stderr written to reports/logs/<name>.log.
 * @returns {Promise<{ ok: boolean, code: number | null, seconds: number, log: string }>}
 */
export function runLogged(name, command, args, env = {}) {
  mkdirSync(logsDir, { recursive: true });
  const log = join(logsDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finish = (code) => {
      out.end(() => done({ ok: code === 0, code, seconds: (Date.now() - started) / 1000, log }));
    };
    child.on('error', (error) => {
      out.write(`\n${error.message}\n`);
      finish(null);
    });
    child.on('close', finish);
  });
}
