// `npm start` when the build fails: one line that says so, why, and what it serves instead (or
// that there is nothing to serve). The build here is a stand-in command that fails as the brand
// check does; the real build is exercised by `npm test`'s build step.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBuildWithSummary } from './start.mjs';

const SENTENCE = 'app/brand.ts: color: expected a colour as "#rrggbb", got "e0892b"';
/** Prints noise and the brand check's sentence on stderr, then fails as the build would. */
const FAILING = [
  process.execPath,
  ['-e', `console.log('> build'); console.error(${JSON.stringify(SENTENCE)}); process.exit(1)`],
];

/** A project folder with a source newer than its build (or with no build). */
function project({ withBuild }) {
  const dir = mkdtempSync(join(tmpdir(), 'start-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app', 'brand.ts'), 'export const brand = {};');
  if (withBuild) {
    for (const [part, file] of [
      ['client', 'index.html'],
      ['server', 'index.js'],
    ]) {
      mkdirSync(join(dir, 'build', part), { recursive: true });
      writeFileSync(join(dir, 'build', part, file), 'built');
      const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000);
      utimesSync(join(dir, 'build', part, file), threeHoursAgo, threeHoursAgo);
    }
  }
  return dir;
}

/** Runs start's build step in `dir`; resolves with whether it can serve and what it printed. */
async function start(dir) {
  let printed = '';
  const out = { isTTY: false, write: (text) => (printed += text) };
  const serveable = await ensureBuildWithSummary({ projectRoot: dir, out, command: FAILING });
  return { serveable, lines: printed.trimEnd().split('\n') };
}

describe('npm start after a failed build', () => {
  it('serves the previous build and says so in one line with its age and the cause', async () => {
    const { serveable, lines } = await start(project({ withBuild: true }));
    expect(serveable).toBe(true);
    const failed = lines.findIndex((line) => line.startsWith('The build failed'));
    expect(lines[failed]).toBe(
      `The build failed; serving the previous build (made 3 hours ago). Why: ${SENTENCE}.`,
    );
    // Only the progress lines come before it; only the log's address after it.
    expect(lines.slice(0, failed)).toEqual([
      'build/client is missing or older than the sources: building it first.',
      'Building the site… failed',
    ]);
    expect(lines.slice(failed + 1)).toEqual([
      expect.stringMatching(/^Full build output: .*build\/build\.log/),
    ]);
  });

  it('says in one line that there is nothing to serve, and does not serve', async () => {
    const { serveable, lines } = await start(project({ withBuild: false }));
    expect(serveable).toBe(false);
    expect(lines).toContain(
      `The build failed and there is no previous build to serve: ${SENTENCE}.`,
    );
  });
});
