// The ten slowest files `npm test` ends with, read from reports shaped as the runners write them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowestLines, vitestFileTimes } from './slowest.mjs';

const dir = mkdtempSync(join(tmpdir(), 'slowest-'));
const write = (name, report) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

describe('the slowest test files', () => {
  it('times a Vitest file from its start to its end', () => {
    const file = write('vitest.json', {
      testResults: [
        { name: '/work/site/tests/server/forms.test.ts', startTime: 1000, endTime: 43_500 },
        { name: '/work/site/app/lib/a.test.ts', startTime: 2000, endTime: 2250 },
      ],
    });
    expect(vitestFileTimes(file)).toEqual([
      { file: 'tests/server/forms.test.ts', seconds: 42.5 },
      { file: 'app/lib/a.test.ts', seconds: 0.25 },
    ]);
  });

  it('adds up every run of a spec file’s tests, nested suites and retries included', () => {
    const test = (...durations) => ({ results: durations.map((duration) => ({ duration })) });
    const file = write('playwright.json', {
      suites: [
        {
          file: 'spam.spec.ts',
          specs: [{ file: 'spam.spec.ts', tests: [test(3000, 4000)] }],
          suites: [{ specs: [{ file: 'spam.spec.ts', tests: [test(1500)] }] }],
        },
        { file: 'admin.spec.ts', specs: [{ file: 'admin.spec.ts', tests: [test(2000)] }] },
      ],
    });
    expect(playwrightFileTimes(file)).toEqual([
      { file: 'tests/e2e/spam.spec.ts', seconds: 8.5 },
      { file: 'tests/e2e/admin.spec.ts', seconds: 2 },
    ]);
  });

  it('lists ten files, slowest first, one line each with its step', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({
      step: i % 2 ? 'server' : 'e2e',
      file: `tests/f${i}.ts`,
      seconds: i * 10,
    }));
    const lines = slowestLines(times);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('  110 s  server      tests/f11.ts');
    expect(lines[9]).toBe('   20 s  e2e         tests/f2.ts');
  });

  it('reads a missing report as no files', () => {
    expect(vitestFileTimes(join(dir, 'none.json'))).toEqual([]);
    expect(playwrightFileTimes(join(dir, 'none.json'))).toEqual([]);
  });
});
