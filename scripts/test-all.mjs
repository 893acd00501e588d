// `npm test` (and `npm run test:quick` with --quick): every check, continuing past failures.
// The terminal gets one line per step (name, counts, seconds); each step's whole output goes to
// reports/logs/<step>.log. On failure the failing tests are printed first with their messages,
// then the logs to read. The last line is `N passed, N failed` (the line CI reads); the exit
// code is non-zero when anything failed.
//
// It ends by naming the ten slowest test files (from the same reports), so the cost stays seen.
//
// Order, two cores in mind: the content step once; typecheck, lint and unit tests at once, and
// (full run only) the build once typecheck is done; then at once everything that reads the
// build: the server tests, the end-to-end suite (once the browser is there), html-validate,
// links, structured data, the JS budget and the production install on a copy.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../common/free-port.ts';
import { reportsDir } from './lib/paths.mjs';
import { logTail, playwrightResults, vitestResults } from './test/failures.mjs';
import { playwrightFileTimes, slowestLines, vitestFileTimes } from './test/slowest.mjs';
import { logsDir, runLogged, shown } from './test/step.mjs';
import { packageBin, tool } from './test/tools.mjs';

const quick = process.argv.includes('--quick');
const started = Date.now();
const node = process.execPath;

/** @type {{ name: string, passed: number, failed: number, seconds: number, note: string, log: string, failures: { title: string, message: string }[] }[]} */
const steps = [];
/** @type {{ step: string, file: string, seconds: number }[]} */
const fileTimes = [];

function report(step) {
  steps.push(step);
  const status = step.failed > 0 ? 'FAIL' : 'ok  ';
  const counts =
    step.passed + step.failed > 1 || step.kind === 'tests'
      ? `${step.passed} passed${step.failed ? `, ${step.failed} failed` : ''}`
      : '';
  const note = step.note ? ` (${step.note})` : '';
  console.log(
    `${status} ${step.name.padEnd(14)} ${counts.padEnd(22)} ${step.seconds.toFixed(0).padStart(4)} s${note}`,
  );
}

/** A step judged by its exit code alone. */
async function check(name, command, args, env) {
  const r = await runLogged(name, command, args, env);
  report({
    name,
    kind: 'check',
    passed: r.ok ? 1 : 0,
    failed: r.ok ? 0 : 1,
    seconds: r.seconds,
    note: '',
    log: r.log,
    failures: r.ok ? [] : [{ title: name, message: logTail(r.log) }],
  });
  return r.ok;
}

/** A Vitest run, counted from its JSON report. */
async function vitest(name, args) {
  const json = join(reportsDir, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(json, { force: true });
  const r = await runLogged(
    name,
    ...tool('vitest', 'vitest', [
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ]),
  );
  const results = vitestResults(json);
  for (const time of vitestFileTimes(json)) fileTimes.push({ step: name, ...time });
  const failures = results?.failures ?? [];
  // A run that failed without a failing test (it did not start, a file did not load).
  if (!r.ok && failures.length === 0) failures.push({ title: name, message: logTail(r.log) });
  report({
    name,
    kind: 'tests',
    passed: results?.passed ?? 0,
    failed: Math.max(results?.failed ?? 0, failures.length),
    seconds: r.seconds,
    note: results ? '' : 'no report',
    log: r.log,
    failures,
  });
}

/** The end-to-end suite on a port of its own (never a server this run did not start). */
async function e2e() {
  const json = join(reportsDir, 'playwright.json');
  rmSync(json, { force: true });
  const port = process.env.E2E_PORT ?? String(await findFreePort(4321));
  const r = await runLogged(
    'e2e',
    ...tool('@playwright/test', 'playwright', ['test', '--reporter=list,json']),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: json, E2E_PORT: port },
  );
  const results = playwrightResults(json);
  for (const time of playwrightFileTimes(json)) fileTimes.push({ step: 'e2e', ...time });
  const failures = results?.failures ?? [];
  if (!r.ok && failures.length === 0) failures.push({ title: 'e2e', message: logTail(r.log) });
  report({
    name: 'e2e',
    kind: 'tests',
    passed: results?.passed ?? 0,
    failed: Math.max(results?.failed ?? 0, failures.length),
    seconds: r.seconds,
    note: results?.flaky.length ? `${results.flaky.length} passed on retry` : '',
    log: r.log,
    failures,
  });
}

function skipped(name, why) {
  report({
    name,
    kind: 'check',
    passed: 0,
    failed: 1,
    seconds: 0,
    note: why,
    log: '',
    failures: [],
  });
}

rmSync(logsDir, { recursive: true, force: true });
console.log(
  `${quick ? 'npm run test:quick' : 'npm test'}: one line per step; full output in ${shown(logsDir)}/`,
);

// The content step writes app/content/generated/, which typecheck and unit tests read.
// (Full run) the build starts once typecheck is done, beside lint and the unit tests: it writes
// .react-router/types, which typecheck reads, and the two cores have room for it while the unit
// tests run (measured: 9 s sooner, decision 042). It runs `scripts/build.mjs` itself: the content
// step has run, and running it again would rewrite files the unit tests are reading.
// The tools run on this Node from their packages' files, not through npx (scripts/test/tools.mjs).
// Typecheck is incremental (tsconfig.json): with the last run's information it checks again
// what changed since (a few seconds), so the build, and the e2e suite after it, start sooner.
const build = () => check('build', node, ['scripts/build.mjs']);
const lint = () => check('lint', ...tool('@biomejs/biome', 'biome', ['check', '.']));
let building = Promise.resolve(false);
if (await check('content', node, ['scripts/content/main.mjs'])) {
  await Promise.all([
    check('typecheck', 'sh', [
      '-c',
      '"$0" "$1" typegen && "$0" "$2" --noEmit',
      node,
      packageBin('@react-router/dev', 'react-router'),
      packageBin('typescript', 'tsc'),
    ]).then(() => {
      if (!quick) building = build();
    }),
    lint(),
    vitest('unit tests', []),
  ]);
} else {
  for (const name of ['typecheck', 'unit tests']) skipped(name, 'the content step failed');
  if (!quick) skipped('build', 'the content step failed');
  await lint();
}

if (!quick) {
  const built = await building;
  const browser = built && (await check('browser', node, ['scripts/ensure-chrome.mjs']));
  if (built) {
    // Everything that reads the build starts at once: the server step, the end-to-end suite (it
    // needs only the build and the browser) and the short checks beside them. The suite is the
    // run's longest step (about 410 s), so it no longer waits for the checks (about 31 s, most
    // of it the production install's `npm install --omit=dev`, which keeps under half a core
    // busy: decision 042, session 33). (The server step's spam corpus does not depend on the
    // machine's speed: tests/server/support/bot-corpus.ts.)
    await Promise.all([
      vitest('server', ['--config', 'vitest.server.config.ts']),
      browser ? e2e() : skipped('e2e', 'no browser'),
      check('html-validate', node, ['scripts/validate-html.mjs']),
      check('links', node, ['scripts/check-links.mjs']),
      vitest('built site', ['--config', 'vitest.built.config.ts']),
      // First-load JS from the build; what each route fetches before interaction is measured
      // by the e2e suite's visit of every route (tests/e2e/pages.spec.ts).
      check('JS budget', node, ['scripts/budget.mjs', '--first-load']),
      // The built project on a copy installed with --omit=dev, served, publishing a post with a
      // photo and drawing its share card (decision 043): mostly the install's wait, little CPU.
      check('prod install', node, [
        '--disable-warning=ExperimentalWarning',
        'tests/install/production-install.ts',
      ]),
    ]);
  } else {
    for (const name of [
      'server',
      'html-validate',
      'links',
      'built site',
      'JS budget',
      'prod install',
      'e2e',
    ])
      skipped(name, 'the build failed');
  }
}

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
const failedSteps = steps.filter((s) => s.failed > 0);
if (failedSteps.length > 0) {
  console.log('\n=== what failed ===');
  for (const step of failedSteps) {
    for (const { title, message } of step.failures) {
      console.log(`\n✗ ${step.name}: ${title}`);
      if (message) console.log(message.replace(/^/gm, '    '));
    }
  }
  console.log('\nFull logs:');
  for (const step of failedSteps) if (step.log) console.log(`  ${step.name}: ${shown(step.log)}`);
}
if (fileTimes.length > 0) {
  // Vitest files from their start to their end; a spec file as the sum of its tests' times.
  console.log('\nThe ten slowest test files:');
  for (const line of slowestLines(fileTimes)) console.log(line);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failedSteps.length ? 'FAILED' : 'All green'} in ${minutes} min; logs in ${shown(logsDir)}/`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
