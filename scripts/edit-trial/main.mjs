// `npm run test:edit-trial`: the office's edit trial (scripts/edit-trial/trial.mjs) on a copy of
// the project, so a content change the editor would accept is shown never to turn the suite red.
// The copy holds the working tree's files (tracked and untracked, not ignored) and this project's
// node_modules as hard links (a symbolic link would put the packages outside the copy's root,
// where Vite refuses to serve them); the trial is applied there, the site built, then the unit tests, the
// built-site tests and (with --e2e) the end-to-end specs run in it. Each step's output goes to
// <copy>/reports/edit-trial-<step>.log; the last line says how many steps passed.
//
// Usage: npm run test:edit-trial [-- --e2e [spec …]] [-- --keep]
//   --e2e        also run Playwright (about 15 minutes on a busy 2-core machine); any further
//                arguments are the specs to run, e.g. tests/e2e/inner-pages-b.spec.ts
//   --keep       leave the copy in place (its path is printed) to look at the built site
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from '../lib/paths.mjs';
import { applyTrial } from './trial.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const e2e = args.includes('--e2e');
const specs = args.filter((arg) => !arg.startsWith('--'));

/** Copies the working tree's files (as git lists them) into `dir`; node_modules as hard links. */
function copyProject(dir) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const to = join(dir, file);
    mkdirSync(dirname(to), { recursive: true });
    try {
      copyFileSync(join(root, file), to);
    } catch (error) {
      // A file deleted in the working tree but still in the index is simply left out.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  // Caches are rewritten in place, which would write through a hard link: the copy starts without.
  for (const cache of ['.vite', '.cache']) {
    rmSync(join(dir, 'node_modules', cache), { recursive: true, force: true });
  }
}

/** Runs one step in the copy, its output to a log; resolves to whether it passed. */
function step(dir, name, command, commandArgs) {
  mkdirSync(join(dir, 'reports'), { recursive: true });
  const log = join(dir, 'reports', `edit-trial-${name}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${seconds.padStart(4)} s  ${log}`,
        );
        done(code === 0);
      });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'edit-trial-'));
console.log(`edit trial: a seventh service, a short post and a rebrand, in ${dir}`);
copyProject(dir);
applyTrial(dir);

const results = [];
const built = await step(dir, 'build', 'npm', ['run', 'build']);
results.push(built);
results.push(await step(dir, 'unit', 'npx', ['vitest', 'run']));
if (built) {
  results.push(
    await step(dir, 'built', 'npx', ['vitest', 'run', '--config', 'vitest.built.config.ts']),
  );
  if (e2e) results.push(await step(dir, 'e2e', 'npx', ['playwright', 'test', ...specs]));
}
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
if (keep) console.log(`edit trial: the copy stays in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
process.exitCode = passed === results.length ? 0 : 1;
