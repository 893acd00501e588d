// `npm run build` for `npm start`: a short progress summary instead of one line per asset and
// per pre-rendered page. The full output goes to build/build.log (and to the terminal with
// --verbose or VERBOSE=1). When the build fails, the promise rejects with a BuildFailed error
// whose message is the one-sentence cause (scripts/lib/build-failure.mjs); the caller says it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildFailure } from './build-failure.mjs';
import { root } from './paths.mjs';

export const buildLog = join(root, 'build', 'build.log');

/** A failed build: `message` is the cause in one sentence, `details` the lines after it. */
export class BuildFailed extends Error {
  /** @param {{ cause: string, details: string[] }} failure @param {number} code @param {string} log */
  constructor({ cause, details }, code, log) {
    super(cause);
    this.name = 'BuildFailed';
    this.details = details;
    this.code = code;
    this.log = log;
  }
}

/** The summary's steps, each recognised by a line of the build's output. */
const STEPS = [
  { name: 'client', starts: /building client environment/, ends: /✓ built in/ },
  { name: 'server', starts: /building ssr environment/, ends: /✓ built in/ },
];
const PRERENDERED = /^Prerender \(html\): /;
const SHARE_IMAGES = /^share images: /;

/** Whether the visitor asked for the full output. */
export const wantsVerbose = (argv = process.argv, env = process.env) =>
  argv.includes('--verbose') || ['1', 'true'].includes(String(env.VERBOSE ?? '').toLowerCase());

/** Follows the build's output line by line and says what is done so far. */
export function progressOf() {
  const state = { step: -1, done: [], pages: 0, images: false };
  return {
    state,
    /** Takes one line; returns true when the summary changed. */
    read(line) {
      const next = STEPS[state.step + 1];
      if (next?.starts.test(line)) {
        state.step += 1;
        return true;
      }
      const current = STEPS[state.step];
      if (current && !state.done.includes(current.name) && current.ends.test(line)) {
        state.done.push(current.name);
        return true;
      }
      if (PRERENDERED.test(line)) {
        state.pages += 1;
        return true;
      }
      if (SHARE_IMAGES.test(line)) {
        state.images = true;
        return true;
      }
      return false;
    },
    /** One line: `client ✓ server ✓ pre-rendered 46 pages ✓`. */
    text(finished = false) {
      const parts = STEPS.map(({ name }, i) => {
        if (state.done.includes(name)) return `${name} ✓`;
        return i === state.step ? `${name}…` : '';
      }).filter(Boolean);
      if (state.pages > 0) parts.push(`pre-rendered ${state.pages} pages${finished ? ' ✓' : '…'}`);
      if (state.images) parts.push('share images ✓');
      return parts.join(' ');
    },
  };
}

const BUILD = ['npm', ['run', '--silent', 'build']];

/**
 * Runs `npm run build` in `cwd`, showing a summary (or everything when verbose). Resolves on
 * success; rejects with a {@link BuildFailed} when the build fails.
 */
export function quietBuild({
  verbose = wantsVerbose(),
  out = process.stdout,
  command = BUILD,
  cwd = root,
  log = join(cwd, 'build', 'build.log'),
} = {}) {
  const started = Date.now();
  const progress = progressOf();
  const chunks = [];
  let pending = '';
  const live = !verbose && out.isTTY;
  const show = (text) => {
    if (live) out.write(`\r\x1b[2KBuilding the site… ${text}`);
  };
  if (!verbose) out.write(live ? 'Building the site…' : 'Building the site… ');

  const child = spawn(command[0], command[1], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk) => {
    chunks.push(chunk);
    if (verbose) out.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) if (progress.read(line)) show(progress.text());
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);

  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending) progress.read(pending);
      const output = Buffer.concat(chunks).toString('utf8');
      mkdirSync(dirname(log), { recursive: true });
      writeFileSync(log, output);
      const seconds = Math.round((Date.now() - started) / 1000);
      const where = relative(process.cwd(), log) || log;
      if (code === 0) {
        if (!verbose) {
          const summary = `${progress.text(true)} (${seconds} s)`;
          out.write(live ? `\r\x1b[2KBuilding the site… ${summary}\n` : `${summary}\n`);
          out.write(`Full build output: ${where} (or npm start -- --verbose)\n`);
        }
        resolve({ seconds, pages: progress.state.pages });
        return;
      }
      if (!verbose) out.write(live ? '\r\x1b[2K' : 'failed\n');
      reject(new BuildFailed(buildFailure(output, cwd), code ?? 1, where));
    });
  });
}
