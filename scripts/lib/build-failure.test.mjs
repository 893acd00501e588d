// The one-sentence cause of a failed build, and the line `npm start` prints about it.
import { describe, expect, it } from 'vitest';
import { ageText, buildFailure, failedBuildLine } from './build-failure.mjs';

const BRAND =
  'app/brand.ts: color: expected a colour as "#rrggbb" with its #, such as "#e0892b", got "e0892b"';

describe('buildFailure', () => {
  it('takes the brand or content check’s first line, with the lines after it', () => {
    const output = `${BRAND} (and 1 more below)\n  color: …\n  email: …\n`;
    expect(buildFailure(output)).toEqual({
      cause: `${BRAND} (and 1 more below)`,
      details: ['color: …', 'email: …'],
    });
  });

  it('takes an error’s message without "Error:", the stack or the project path', () => {
    const output = [
      'vite v8.3.8 building client environment for production...',
      '✓ 1520 modules transformed.',
      'Error: content/posts/a.md: the link "/nowhere" leads to no page of the site',
      '    at buildEnd (/home/dev/site/react-router.config.ts:45:13)',
      '    at async Object.buildApp (file:///home/dev/site/node_modules/x.js:1:1)',
      'The build failed; build/ keeps the previous build (made 2 hours ago).',
    ].join('\n');
    expect(buildFailure(output, '/home/dev/site')).toEqual({
      cause: 'content/posts/a.md: the link "/nowhere" leads to no page of the site',
      details: [],
    });
  });

  it('takes the line after Vite’s "error during build:", without the plugin’s name', () => {
    const output = [
      'error during build:',
      '[brand-palette] /home/dev/site/app/styles/app.css: something broke',
      'file: /home/dev/site/app/styles/app.css',
      '    at Object.transform (/home/dev/site/plugins/brand-palette.ts:3:1)',
    ].join('\n');
    const { cause, details } = buildFailure(output, '/home/dev/site');
    expect(cause).toBe('app/styles/app.css: something broke');
    expect(details).toEqual(['file: app/styles/app.css']);
  });

  it('takes Rolldown’s message with the file, line and column of its frame', () => {
    const output = [
      'content: 6 posts, 6 services',
      'vite v8.3.8 building client environment for production...',
      '\x1b[31m✗\x1b[39m Build failed in 8.62s',
      '\x1b[31mBuild failed with 1 error:',
      '',
      '\x1b[31m[builtin:vite-transform] \x1b[0mUnexpected token',
      '   \x1b[38;5;246m╭─[\x1b[0m app/lib/truncate-words.ts:6:23 \x1b[38;5;246m]\x1b[0m',
      ' 6 │ export const broken = ;',
      '    at aggregateBindingErrorsIntoJsError (file:///x/rolldown/error.mjs:50:18)',
      'The build failed; build/ keeps the previous build (made 1 minute ago).',
    ].join('\n');
    expect(buildFailure(output)).toEqual({
      cause: 'app/lib/truncate-words.ts:6:23: Unexpected token',
      details: [],
    });
  });

  it('falls back on the last line that is not a stack frame', () => {
    expect(buildFailure('building…\nKilled\nThe build failed; build/ keeps it.\n').cause).toBe(
      'Killed',
    );
    expect(buildFailure('').cause).toMatch(/no error/);
  });
});

describe('failedBuildLine', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('says the build failed, what it serves instead and how old that is, and why', () => {
    const line = failedBuildLine({ cause: BRAND, builtAt: now - 2 * 3_600_000 - 5_000, now });
    expect(line).toBe(
      `The build failed; serving the previous build (made 2 hours ago). Why: ${BRAND}.`,
    );
    expect(line.split('\n')).toHaveLength(1);
  });

  it('says plainly that there is nothing to serve', () => {
    expect(failedBuildLine({ cause: `${BRAND}.`, now })).toBe(
      `The build failed and there is no previous build to serve: ${BRAND}.`,
    );
  });

  it('writes ages a person reads at a glance', () => {
    expect(ageText(1_000)).toBe('1 second');
    expect(ageText(45_000)).toBe('45 seconds');
    expect(ageText(61_000)).toBe('1 minute');
    expect(ageText(3 * 86_400_000)).toBe('3 days');
  });
});
