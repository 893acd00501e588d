// Reads the test runners' JSON reports: counts, and each failing test with its message, so
// `npm test` can print what failed first and leave the full logs to their files.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** Most lines of one failure's message printed in the summary (the log has the rest). */
const MESSAGE_LINES = 12;

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const stripAnsi = (text) => stripVTControlCharacters(String(text));

/** The first lines of a message, without colour codes or the stack below it. */
export function brief(message, lines = MESSAGE_LINES) {
  const all = stripAnsi(message)
    .split('\n')
    .filter((line) => !/^\s+at /.test(line));
  const kept = all.slice(0, lines);
  if (all.length > lines) kept.push(`… (${all.length - lines} more lines in the log)`);
  return kept.join('\n').trimEnd();
}

/**
 * Counts and failures of a Vitest JSON report (`--reporter=json`).
 * @returns {{ passed: number, failed: number, failures: { title: string, message: string }[] } | undefined}
 */
export function vitestResults(file) {
  const report = existsSync(file) ? readJson(file) : undefined;
  if (!report) return undefined;
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const where = suite.name?.replace(/^.*?\/(app|scripts|server|tests)\//, '$1/') ?? '';
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        title: `${where} › ${test.fullName ?? test.title}`,
        message: brief((test.failureMessages ?? []).join('\n')),
      });
    }
    // A file that fails to load has no test results, only a message.
    if (failed.length === 0 && suite.status === 'failed') {
      failures.push({ title: where, message: brief(suite.message ?? 'the file failed to run') });
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: Math.max(report.numFailedTests ?? 0, failures.length),
    failures,
  };
}

/**
 * Counts and failures of a Playwright JSON report; a test that passed on its retry counts as
 * passed and is named in `flaky`.
 */
export function playwrightResults(file) {
  const report = existsSync(file) ? readJson(file) : undefined;
  if (!report?.stats) return undefined;
  const failures = [];
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [...path, spec.title].filter(Boolean).join(' › ');
        if (test.status === 'flaky') flaky.push(title);
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = (last?.errors ?? []).map((e) => e.message ?? '').join('\n');
        failures.push({ title: `${spec.file}:${spec.line} › ${title}`, message: brief(message) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test: the web server did not start, a spec file failed to load.
  for (const error of report.errors ?? []) {
    failures.push({ title: 'Playwright', message: brief(error.message ?? String(error)) });
  }
  const { expected = 0, unexpected = 0 } = report.stats;
  return {
    passed: expected + flaky.length,
    failed: Math.max(unexpected, failures.length),
    failures,
    flaky,
  };
}

/** The last lines of a log, for a step without a structured report. */
export function logTail(file, lines = 25) {
  if (!existsSync(file)) return '';
  const all = stripAnsi(readFileSync(file, 'utf8')).trimEnd().split('\n');
  return all.slice(-lines).join('\n');
}
