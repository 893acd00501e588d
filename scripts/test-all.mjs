// `npm test`: every check in order, continuing past failures, ending with one plain line
// `N passed, N failed` (the line CI reads). Exits non-zero when anything failed.
// Order: typecheck, lint, unit tests (Vitest), build, then at once the checks that only read the
// build (JS budget, html-validate, links, structured data), server integration tests (Vitest,
// real SQLite + PostgreSQL + SMTP), e2e (Playwright).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { reportsDir, root } from './lib/paths.mjs';

const vitestJson = join(reportsDir, 'vitest.json');
const builtJson = join(reportsDir, 'vitest-built.json');
const serverJson = join(reportsDir, 'vitest-server.json');
const playwrightJson = join(reportsDir, 'playwright.json');

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const steps = [];
/** Records one step: its name, counts and duration. */
function record(name, passed, failed, seconds, note = '') {
  steps.push({ name, passed, failed, seconds, note });
}
function banner(name) {
  console.log(`\n=== ${name} ===`);
}

mkdirSync(reportsDir, { recursive: true });
rmSync(vitestJson, { force: true });
rmSync(builtJson, { force: true });
rmSync(serverJson, { force: true });
rmSync(playwrightJson, { force: true });

for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  banner(name);
  const r = run('npm', ['run', '--silent', script]);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
}

/** Runs one Vitest config and records its counts under `name`. */
function vitest(name, file, extraArgs = []) {
  const r = run('npx', [
    'vitest',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    // A suite that fails to load has no tests in the counts; make sure it still counts.
    const failed = report.numFailedTests + (r.ok || report.numFailedTests > 0 ? 0 : 1);
    record(name, report.numPassedTests, failed, r.seconds);
  } else {
    record(name, 0, 1, r.seconds, 'no vitest report');
  }
}

banner('unit tests (vitest)');
vitest('unit tests', vitestJson);

banner('build');
const build = run('npm', ['run', '--silent', 'build']);
record('build', build.ok ? 1 : 0, build.ok ? 0 : 1, build.seconds);
const built = build.ok && existsSync(join(root, 'build/client/index.html'));

/**
 * Runs commands at the same time (they only read the build), each with its output held and
 * printed whole when it ends, so the logs do not interleave.
 */
function runParallel(jobs) {
  return Promise.all(
    jobs.map(
      ({ name, command, args }) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('close', (code) => {
            banner(name);
            process.stdout.write(output);
            done({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
          });
        }),
    ),
  );
}

const readOnlyChecks = [
  ['budget', process.execPath, ['scripts/budget.mjs']],
  ['html-validate', process.execPath, ['scripts/validate-html.mjs']],
  ['links', process.execPath, ['scripts/check-links.mjs']],
  [
    'built site',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.built.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${builtJson}`,
    ],
  ],
];
banner('JS budget, html-validate, links, structured data (at once)');
if (built) {
  const results = await runParallel(
    readOnlyChecks.map(([name, command, args]) => ({ name, command, args })),
  );
  readOnlyChecks.forEach(([name], index) => {
    const r = results[index];
    const report = name === 'built site' ? readJson(builtJson) : undefined;
    if (report) {
      const failed = report.numFailedTests + (r.ok || report.numFailedTests > 0 ? 0 : 1);
      record(name, report.numPassedTests, failed, r.seconds);
    } else {
      record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
    }
  });
} else {
  for (const [name] of readOnlyChecks) record(name, 0, 1, 0, 'skipped: no build');
}

banner('server tests (vitest: real SQLite, PostgreSQL, SMTP)');
if (built) vitest('server', serverJson, ['--config', 'vitest.server.config.ts']);
else record('server', 0, 1, 0, 'skipped: no build');

banner('e2e (playwright)');
const hasBrowser = built && run(process.execPath, ['scripts/ensure-chrome.mjs']).ok;
if (built && !hasBrowser) {
  record('e2e', 0, 1, 0, 'no browser (see the line above)');
} else if (built) {
  const r = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const stats = readJson(playwrightJson)?.stats;
  if (stats) {
    const failed = stats.unexpected + (r.ok || stats.unexpected > 0 ? 0 : 1);
    record(
      'e2e',
      stats.expected + stats.flaky,
      failed,
      r.seconds,
      stats.flaky ? `${stats.flaky} flaky` : '',
    );
  } else {
    record('e2e', 0, 1, r.seconds, 'no playwright report');
  }
} else {
  record('e2e', 0, 1, 0, 'skipped: no build');
}

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log('\n=== summary ===');
for (const s of steps) {
  const status = s.failed > 0 ? 'FAIL' : 'ok  ';
  // Worded unlike the closing line so nothing mistakes a step for the total.
  const counts = `pass ${String(s.passed).padStart(4)}  fail ${String(s.failed).padStart(3)}`;
  console.log(
    `${status} ${s.name.padEnd(11)} ${counts} ${s.seconds.toFixed(0).padStart(5)} s ${s.note}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
