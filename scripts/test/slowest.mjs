// How long each test file took, from the runners' JSON reports, so that `npm test` can end by
// naming its ten slowest files and the cost of the suite stays in sight.
import { existsSync } from 'node:fs';
import { readJson } from './failures.mjs';

/** A path from the project's folders down (app/…, scripts/…, server/…, tests/…). */
const shortPath = (name) => String(name ?? '').replace(/^.*?\/(app|scripts|server|tests)\//, '$1/');

/**
 * Seconds per file of a Vitest JSON report: from the file's start to its end.
 * @returns {{ file: string, seconds: number }[]}
 */
export function vitestFileTimes(file) {
  const report = existsSync(file) ? readJson(file) : undefined;
  return (report?.testResults ?? [])
    .filter((suite) => Number.isFinite(suite.startTime) && Number.isFinite(suite.endTime))
    .map((suite) => ({
      file: shortPath(suite.name),
      seconds: (suite.endTime - suite.startTime) / 1000,
    }));
}

/**
 * Seconds per spec file of a Playwright JSON report: the time of every run of its tests (retries
 * included) added up, the file's cost whichever worker ran it. Spec paths are relative to
 * the config's testDir.
 * @returns {{ file: string, seconds: number }[]}
 */
export function playwrightFileTimes(file, testDir = 'tests/e2e') {
  const report = existsSync(file) ? readJson(file) : undefined;
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const name = `${testDir}/${spec.file}`;
          totals.set(name, (totals.get(name) ?? 0) + (result.duration ?? 0));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...totals].map(([name, ms]) => ({ file: name, seconds: ms / 1000 }));
}

/**
 * One line per file, slowest first: seconds, the step that ran it, the file.
 * @param {{ step: string, file: string, seconds: number }[]} times
 */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      ({ step, file, seconds }) =>
        `${seconds.toFixed(0).padStart(5)} s  ${step.padEnd(11)} ${file}`,
    );
}
